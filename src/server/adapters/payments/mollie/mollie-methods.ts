import { methodsForCountry } from '@/shared/payment-countries';
import type { PaymentMethod } from '@/shared/payments';

/**
 * Our 18 payment methods as Mollie method ids (https://docs.mollie.com/reference/create-payment, `method`).
 *
 * | ours                                              | Mollie        |
 * |---------------------------------------------------|---------------|
 * | ideal, bancontact, eps, blik, applepay, paypal,   | same id       |
 * | paysafecard                                       |               |
 * | prezelewy24                                       | przelewy24    |
 * | creditcard, visa, mastercard, maestro,            | creditcard    |
 * | cartebancaire, nexi                               |               |
 * | sct (bank transfer)                               | banktransfer  |
 * | sdd (SEPA direct debit)                           | directdebit   |
 * | giropay, sofort                                   | — (null)      |
 *
 * Mollie has one hosted card form for every brand and no way to restrict it to one brand, so the
 * card brands all open `creditcard`. Mollie discontinued giropay and sofort (the client lists them as
 * historic methods), so they map to null and are never offered. Mollie takes `directdebit` only for
 * recurring payments on an existing mandate; one-off SEPA debits run through our own direct-debit
 * flow, which is why `methodsFor` never offers sdd either.
 */
export const MOLLIE_METHOD: Record<PaymentMethod, string | null> = {
  ideal: 'ideal',
  bancontact: 'bancontact',
  eps: 'eps',
  blik: 'blik',
  applepay: 'applepay',
  paypal: 'paypal',
  paysafecard: 'paysafecard',
  prezelewy24: 'przelewy24',
  creditcard: 'creditcard',
  visa: 'creditcard',
  mastercard: 'creditcard',
  maestro: 'creditcard',
  cartebancaire: 'creditcard',
  nexi: 'creditcard',
  sct: 'banktransfer',
  sdd: 'directdebit',
  giropay: null,
  sofort: null,
};

/**
 * The site's methods of a payment country (src/shared/payment-countries.ts) that Mollie can take for
 * a one-off payment: giropay and sofort are gone, and direct debit stays with our own flow.
 */
export function mollieMethodsFor(country: string): PaymentMethod[] {
  return methodsForCountry(country).filter((m) => MOLLIE_METHOD[m] !== null && m !== 'sdd');
}

/** Our 11 site languages as the checkout locales Mollie accepts (`locale` on create payment). */
const LOCALES: Record<string, string> = {
  da: 'da_DK',
  de: 'de_DE',
  en: 'en_US',
  es: 'es_ES',
  fi: 'fi_FI',
  fr: 'fr_FR',
  it: 'it_IT',
  nl: 'nl_NL',
  no: 'nb_NO',
  pl: 'pl_PL',
  sv: 'sv_SE',
};

/** A language with no Mollie locale lets Mollie detect the payer's language itself. */
export function mollieLocale(locale: string): string | undefined {
  return LOCALES[locale.slice(0, 2).toLowerCase()];
}
