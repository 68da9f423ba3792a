import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dictionary } from '@zxcvbn-ts/language-common';
import { isCommonPassword } from '@/server/validation/common-passwords';
import { refusingCommonPasswords } from '@/server/validation/new-password';
import { emailField, passwordField } from '@/shared/schemas/fields';
import { PASSWORD_MIN_LENGTH } from '@/shared/constants';

const top = dictionary['passwords-common'].slice(0, 10_000);
const newPassword = refusingCommonPasswords(z.object({ email: emailField, password: passwordField }));
const messagesOf = (input: unknown) => newPassword.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('common passwords', () => {
  it('knows every one of the 10,000 most common passwords the length rule lets through', () => {
    const long = top.filter((p) => p.length >= PASSWORD_MIN_LENGTH);
    expect(long.filter((p) => !isCommonPassword(p))).toEqual([]);
  });

  it('refuses every one of the 10,000 most common passwords on the server, in any case', () => {
    const accepted = top.filter(
      (p) => newPassword.safeParse({ email: 'a@b.nl', password: p }).success || newPassword.safeParse({ email: 'a@b.nl', password: p.toUpperCase() }).success,
    );
    expect(accepted).toEqual([]);
  });

  it('accepts a password of 8 characters that is not common', () => {
    expect(newPassword.safeParse({ email: 'a@b.nl', password: 'zq7-mvp2' }).success).toBe(true);
    const lower = new Set(top.map((p) => p.toLowerCase()));
    const rarer = dictionary['passwords-common'].slice(10_000).find((p) => p.length >= PASSWORD_MIN_LENGTH && !lower.has(p.toLowerCase()));
    expect(newPassword.safeParse({ email: 'a@b.nl', password: rarer }).success).toBe(true);
  });

  it('names a common password beside the other fields at fault, and nothing more for a short or missing one', () => {
    expect(messagesOf({ email: 'nope', password: 'sunshine' })).toEqual([
      ['email', 'invalidEmail'],
      ['password', 'passwordTooCommon'],
    ]);
    expect(messagesOf({ email: 'a@b.nl', password: 'abc' })).toEqual([['password', 'passwordTooShort']]);
    expect(messagesOf({ email: 'a@b.nl' })).toEqual([['password', 'passwordTooShort']]);
  });

  it('leaves the forms’ schema without the list: the server alone refuses a common password', () => {
    expect(passwordField.safeParse('sunshine').success).toBe(true);
  });
});
