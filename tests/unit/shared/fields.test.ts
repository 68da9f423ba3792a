import { describe, expect, it } from 'vitest';
import { ageFrom, dateOfBirthField } from '@/shared/schemas/fields';
import { signupSchema } from '@/shared/schemas/signup';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('date of birth (§5)', () => {
  it('computes whole years, counting the birthday itself', () => {
    expect(ageFrom('2000-06-15', new Date('2024-06-15T00:00:00Z'))).toBe(24);
    expect(ageFrom('2000-06-15', new Date('2024-06-14T23:00:00Z'))).toBe(23);
  });
  it('rejects impossible dates as invalid and the young as too young', () => {
    expect(messages(dateOfBirthField(18).safeParse('2001-02-30'))).toEqual(['invalidDateOfBirth']);
    const young = new Date().getUTCFullYear() - 17;
    expect(messages(dateOfBirthField(18).safeParse(`${young}-01-01`))).toEqual(['dateOfBirth']);
  });
});

describe('signup schema (§5)', () => {
  const valid = { email: 'anna@example.com', name: 'Anna', password: 'secret12', date_of_birth: '1990-01-01', terms: true };
  it('accepts a complete sign-up and strips curly braces from tracking values', () => {
    const parsed = signupSchema(18).parse({ ...valid, network: '{aff}', sub1: '{{x}}' });
    expect(parsed.network).toBe('aff');
    expect(parsed.sub1).toBe('x');
  });
  it('rejects a name equal to the e-mail address or starting with @', () => {
    expect(messages(signupSchema(18).safeParse({ ...valid, name: 'anna@example.com' }))).toContain('nameEqualsEmail');
    expect(messages(signupSchema(18).safeParse({ ...valid, name: '@anna' }))).toContain('nameStartsWithAt');
  });
});
