// §3 which payment methods a payment country is offered, and its currency (shared by the API and the pages).
import type { PaymentMethod } from './payments';

/** Cards, wallets and vouchers offered in every country. */
export const METHODS_EVERYWHERE: readonly PaymentMethod[] = ['creditcard', 'visa', 'mastercard', 'maestro', 'paypal', 'applepay', 'paysafecard'];

/** Euro countries we serve (SEPA in euros): bank transfer (sct) and direct debit (sdd). */
export const SEPA_COUNTRIES = ['NL', 'BE', 'DE', 'AT', 'FR', 'IT', 'ES', 'IE', 'FI'] as const;

/** Local methods per country, shown before the methods offered everywhere. */
export const LOCAL_METHODS: Readonly<Record<string, readonly PaymentMethod[]>> = {
  NL: ['ideal'],
  BE: ['bancontact'],
  PL: ['blik', 'prezelewy24'],
  AT: ['eps', 'giropay', 'sofort'],
  FR: ['cartebancaire'],
  DE: ['giropay', 'sofort'],
  IT: ['nexi'],
};

/** The currency each payment country pays in; the euro where not listed. */
export const COUNTRY_CURRENCIES: Readonly<Record<string, string>> = {
  PL: 'PLN',
  GB: 'GBP',
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  CH: 'CHF',
  DK: 'DKK',
  SE: 'SEK',
  NO: 'NOK',
};

export const currencyOf = (country: string): string => COUNTRY_CURRENCIES[country.toUpperCase()] ?? 'EUR';

/** Every method offered in a country: local ones first, then cards and wallets, then SEPA bank methods. */
export function methodsForCountry(country: string): PaymentMethod[] {
  const code = country.toUpperCase();
  const sepa: PaymentMethod[] = (SEPA_COUNTRIES as readonly string[]).includes(code) ? ['sct', 'sdd'] : [];
  return [...(LOCAL_METHODS[code] ?? []), ...METHODS_EVERYWHERE, ...sepa];
}
