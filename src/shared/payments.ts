// §3 payment methods and order states, shared by the API, the pages and the database schema.

export const PAYMENT_METHODS = [
  'sdd',
  'prezelewy24',
  'blik',
  'sct',
  'giropay',
  'mastercard',
  'visa',
  'creditcard',
  'nexi',
  'cartebancaire',
  'ideal',
  'bancontact',
  'applepay',
  'paysafecard',
  'maestro',
  'paypal',
  'sofort',
  'eps',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ORDER_STATUSES = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired', 'refunded', 'charged_back'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
