import { describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import { isCommonPassword } from '@/shared/common-passwords';
import { passwordField } from '@/shared/schemas/fields';
import { PASSWORD_MIN_LENGTH } from '@/shared/constants';

const top = dictionary['passwords-common'].slice(0, 10_000);

describe('common passwords', () => {
  it('knows every one of the 10,000 most common passwords the length rule lets through', () => {
    const long = top.filter((p) => p.length >= PASSWORD_MIN_LENGTH);
    expect(long.filter((p) => !isCommonPassword(p))).toEqual([]);
  });

  it('refuses every one of the 10,000 most common passwords, in any case', () => {
    const accepted = top.filter((p) => passwordField.safeParse(p).success || passwordField.safeParse(p.toUpperCase()).success);
    expect(accepted).toEqual([]);
  });

  it('accepts a password of 8 characters that is not common', () => {
    expect(passwordField.safeParse('zq7-mvp2').success).toBe(true);
    const lower = new Set(top.map((p) => p.toLowerCase()));
    const rarer = dictionary['passwords-common'].slice(10_000).find((p) => p.length >= PASSWORD_MIN_LENGTH && !lower.has(p.toLowerCase()));
    expect(passwordField.safeParse(rarer).success).toBe(true);
  });
});
