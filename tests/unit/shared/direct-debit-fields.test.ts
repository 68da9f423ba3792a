import { describe, expect, it } from 'vitest';
import { phoneHint, smsPhone } from '@/shared/phone';
import { ibanComplete, ibanState } from '@/shared/schemas/direct-debit';
import { formatIban } from '@/components/forms/iban-input';

const e164 = (input: string, country: string | null) => {
  const phone = smsPhone(input, country);
  return phone.state === 'mobile' ? phone.e164 : phone.state;
};

describe('phone numbers for the SMS code', () => {
  it('reads the ways people type a number', () => {
    expect(e164('06-1234 5678', 'NL')).toBe('+31612345678');
    expect(e164('+31 (0)6 1234 5678', 'DE')).toBe('+31612345678');
    expect(e164('0031612345678', null)).toBe('+31612345678');
    expect(e164('0151 2345 6789', 'DE')).toBe('+4915123456789');
  });

  it('refuses what cannot be a number', () => {
    expect(e164('12', 'NL')).toBe('invalid');
    expect(e164('0612345678', null)).toBe('invalid');
    expect(e164('+31 6 abc', 'NL')).toBe('invalid');
    expect(e164('+0612345678', 'NL')).toBe('invalid');
  });

  it('takes only mobile numbers: no landline, premium-rate or service number gets a code', () => {
    expect(e164('020-123 4567', 'NL')).toBe('invalid');
    expect(e164('+31 900 123 4567', null)).toBe('invalid');
    expect(e164('+44 20 7946 0958', null)).toBe('invalid');
    expect(e164('030 1234567', 'DE')).toBe('invalid');
  });

  it('takes mobile numbers of SEPA countries and their territories only', () => {
    expect(e164('+47 412 34 567', null)).toBe('+4741234567');
    expect(e164('+350 57123456', null)).toBe('+35057123456');
    expect(e164('+44 7781 123456', null)).toBe('+447781123456');
    expect(e164('+1 415 555 2671', null)).toBe('not_sepa');
    expect(e164('+90 532 123 45 67', null)).toBe('not_sepa');
    expect(e164('+234 803 123 4567', null)).toBe('not_sepa');
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
