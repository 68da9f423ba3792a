// Phone numbers for SMS: stored and sent in E.164 (+31612345678).

/** Country calling codes of the SEPA countries (the countries a direct-debit account can be in). */
const CALLING_CODES: Record<string, string> = {
  AD: '376', AT: '43', BE: '32', BG: '359', CH: '41', CY: '357', CZ: '420', DE: '49', DK: '45', EE: '372',
  ES: '34', FI: '358', FR: '33', GB: '44', GI: '350', GR: '30', HR: '385', HU: '36', IE: '353', IS: '354',
  IT: '39', LI: '423', LT: '370', LU: '352', LV: '371', MC: '377', MT: '356', NL: '31', NO: '47', PL: '48',
  PT: '351', RO: '40', SE: '46', SI: '386', SK: '421', SM: '378', VA: '379',
};

/**
 * A number as typed ("06-1234 5678", "+31 6 12345678", "0031612345678") in E.164, or null. A number
 * without a country code is read as one of `country` (for direct debit: the account's country).
 */
export function normalisePhone(input: string, country: string | null): string | null {
  // '+31 (0)6 …' carries the national prefix for show: it is not dialled after a country code.
  const compact = input.replace(/\(0\)/g, '').replace(/[\s().\-/]/g, '');
  let international: string | null = null;
  if (/^\+\d+$/.test(compact)) international = compact.slice(1);
  else if (/^00\d+$/.test(compact)) international = compact.slice(2);
  else if (/^\d+$/.test(compact) && country && CALLING_CODES[country]) {
    international = CALLING_CODES[country] + compact.replace(/^0/, '');
  }
  if (!international || !/^[1-9]\d{7,14}$/.test(international)) return null;
  return `+${international}`;
}

/** The number as the member may see it back: '+31 6 •••• 5678'. */
export function phoneHint(e164: string): string {
  const digits = e164.slice(1);
  const code = Object.values(CALLING_CODES)
    .filter((c) => digits.startsWith(c))
    .sort((a, b) => b.length - a.length)[0] ?? digits.slice(0, 2);
  const national = digits.slice(code.length);
  return `+${code} ${national.slice(0, 1)} •••• ${national.slice(-4)}`;
}
