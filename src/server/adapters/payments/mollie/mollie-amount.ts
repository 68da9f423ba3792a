/**
 * Mollie amounts are strings with exactly the currency's number of decimals ({ currency: 'EUR',
 * value: '10.00' }); a wrong number of decimals is refused with a 422. Our amounts are integer cents.
 */
const ZERO_DECIMALS = new Set(['ISK', 'JPY']);

export type MollieAmount = { currency: string; value: string };

export function toMollieAmount(cents: number, currency: string): MollieAmount {
  const code = currency.toUpperCase();
  if (ZERO_DECIMALS.has(code)) return { currency: code, value: String(Math.round(cents / 100)) };
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return { currency: code, value: `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}` };
}

/** Cents from a Mollie amount; string arithmetic so '19.99' never becomes 1998.9999. */
export function fromMollieAmount(amount: MollieAmount | null | undefined): number {
  if (!amount) return 0;
  if (ZERO_DECIMALS.has(amount.currency.toUpperCase())) return Number(amount.value) * 100;
  const negative = amount.value.startsWith('-');
  const [whole = '0', fraction = ''] = amount.value.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}
