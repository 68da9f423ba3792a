import { describe, expect, it } from 'vitest';
import { normalisePhone, phoneHint } from '@/shared/phone';
import { ibanComplete, ibanState } from '@/shared/schemas/direct-debit';
import { formatIban } from '@/components/forms/iban-input';

describe('phone numbers for the SMS code', () => {
  it('reads the ways people type a number', () => {
    expect(normalisePhone('06-1234 5678', 'NL')).toBe('+31612345678');
    expect(normalisePhone('+31 (0)6 1234 5678', 'DE')).toBe('+31612345678');
    expect(normalisePhone('0031612345678', null)).toBe('+31612345678');
    expect(normalisePhone('0151 2345 6789', 'DE')).toBe('+4915123456789');
  });

  it('refuses what cannot be a number', () => {
    expect(normalisePhone('12', 'NL')).toBeNull();
    expect(normalisePhone('0612345678', null)).toBeNull();
    expect(normalisePhone('+31 6 abc', 'NL')).toBeNull();
    expect(normalisePhone('+0612345678', 'NL')).toBeNull();
  });

  it('shows the number back with only its last 4 digits', () => {
    expect(phoneHint('+31612345678')).toBe('+31 6 •••• 5678');
    expect(phoneHint('+358401234567')).toBe('+358 4 •••• 4567');
  });
});

describe('the IBAN', () => {
  it('is checked by its checksum, whatever the spacing or case', () => {
    expect(ibanState('nl91 abna 0417 1643 00')).toBe('valid');
    expect(ibanState('NL91ABNA0417164301')).toBe('invalid');
    expect(ibanState('')).toBe('empty');
  });

  it('is complete at its country’s length', () => {
    expect(ibanComplete('NL91 ABNA 0417 1643')).toBe(false);
    expect(ibanComplete('NL91 ABNA 0417 1643 01')).toBe(true);
    expect(ibanComplete('XX12')).toBe(false);
  });

  it('must be of a SEPA country', () => {
    expect(ibanState('TR330006100519786457841326')).toBe('not_sepa');
    expect(ibanState('CH9300762011623852957')).toBe('valid');
  });

  it('is shown in groups of 4', () => {
    expect(formatIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban('NL91 ABNA-0417')).toBe('NL91 ABNA 0417');
  });
});
