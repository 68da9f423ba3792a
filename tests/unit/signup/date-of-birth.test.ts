import { describe, expect, it } from 'vitest';
import { birthYears, monthNames, toDateOfBirth } from '@/features/signup/utils/date-of-birth';
import { signupSchema } from '@/shared/schemas/signup';

describe('date of birth selects', () => {
  it('gives YYYY-MM-DD once day, month and year are chosen', () => {
    expect(toDateOfBirth({ day: '3', month: '7', year: '1990' })).toBe('1990-07-03');
    expect(toDateOfBirth({ day: '', month: '7', year: '1990' })).toBe('');
  });

  it('offers years from the minimum age down to 99', () => {
    const years = birthYears(18, new Date('2025-06-01T00:00:00Z'));
    expect(years[0]).toBe(2007);
    expect(years.at(-1)).toBe(1926);
  });

  it("names the months in the member's language", () => {
    expect(monthNames('nl')[0]).toBe('januari');
    expect(monthNames('en')[11]).toBe('December');
  });

  it('lets the shared schema reject 31 February as an invalid date', () => {
    const result = signupSchema(18).safeParse({ date_of_birth: toDateOfBirth({ day: '31', month: '2', year: '1990' }) });
    const issue = result.error?.issues.find((i) => i.path[0] === 'date_of_birth');
    expect(issue?.message).toBe('invalidDateOfBirth');
  });
});
