import { describe, expect, it } from 'vitest';
import { deleteAccountSchema, deletionReasonSchema } from '@/shared/schemas/account';

// The deletion flow checks its first step alone before the offer, then everything with the password.
describe('the deletion schemas', () => {
  it('take a reason without remarks, except "other", which needs them', () => {
    expect(deletionReasonSchema.safeParse({ reason: 'not_looking', remarks: '' }).success).toBe(true);
    expect(deletionReasonSchema.safeParse({ reason: 'other', remarks: '' }).error?.issues[0]).toMatchObject({ path: ['remarks'], message: 'required' });
    expect(deletionReasonSchema.safeParse({ remarks: '' }).error?.issues[0]).toMatchObject({ path: ['reason'], message: 'chooseOption' });
  });

  it('ask the password on top, with the same rule for remarks', () => {
    expect(deleteAccountSchema.safeParse({ reason: 'time', password: 'geheim' }).success).toBe(true);
    expect(deleteAccountSchema.safeParse({ reason: 'time' }).error?.issues[0].path).toEqual(['password']);
    expect(deleteAccountSchema.safeParse({ reason: 'other', remarks: ' ', password: 'geheim' }).error?.issues[0].path).toEqual(['remarks']);
  });
});
