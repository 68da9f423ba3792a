// Shapes of the credits and payment answers; the client and the server both use these.
import type { OrderStatus, PaymentMethod } from '../payments';
import type { AutomaticOfferKind } from '../discounts';

/** GET /api/packages.php: the packages for the member's payment country. */
export type PackageDto = {
  id: number;
  credits: number;
  /** Cents of `currency`. */
  price: number;
  currency: string;
  /** Price per message at the site's message_credits, in cents. */
  price_per_message: number;
  is_intro: boolean;
};
/** §2 /pricing: the lowest price per message of a country's packages, in cents of `currency`. */
export type MessagePriceDto = { country: string; currency: string; price_per_message: number };
/**
 * How this installation takes payments: real money (Mollie), the built-in simulator's test payments
 * (nothing is charged), or not at all yet (a real deployment without a payment provider).
 */
export type PaymentsKind = 'real' | 'simulated' | 'unavailable';

export type PackagesDto = { country: string; currency: string; packages: PackageDto[]; methods: PaymentMethod[]; payments: PaymentsKind };

export type OrderDto = {
  id: number;
  status: OrderStatus;
  /** The provider's id: the one its webhook carries. */
  payment_id: string | null;
  package_id: number;
  credits: number;
  amount: number;
  currency: string;
  method: PaymentMethod;
  discount_code: string | null;
  created_at: string;
  paid_at: string | null;
  /** Paid (or not) at the built-in simulator: no money moved, shown as a test payment. */
  test_payment: boolean;
};
/** POST /api/order.php. */
export type CreateOrderDto = { order: OrderDto; checkout_url: string | null };

/** A row of the member's credit history (/transactions). */
export type LedgerEntryDto = { id: number; delta: number; balance_after: number; kind: string; reference: string; created_at: string };

/** GET /api/discountcode.php (§3 discount code). */
export type DiscountCodeDto = { code: string; percentage: number; minimum: number; country: string | null };

/** GET /api/discountcode.php?code=&package=: the code and the package's price before and after it, in cents. */
export type DiscountCheckDto = DiscountCodeDto & { price: number; discounted_price: number; currency: string };

/**
 * GET /api/discountcode.php?offer=true, POST /api/discountcode.php: the best offer /credits applies by
 * itself (the time bonus, the welcome discount or the retention discount) and when it ends.
 */
export type OfferDto = DiscountCodeDto & { kind: AutomaticOfferKind; expires: string | null; paymentmethods: PaymentMethod[] };

/** GET /api/discountcode.php?timebonus=true (§3 time-bonus discount code). */
export type TimeBonusDto = {
  code: string;
  country: string | null;
  user_id: number;
  expires: string;
  value_percentage: number;
  currency: string;
  minimum_order_value: number;
  status: 'active' | 'used' | 'expired';
  validity: 'once-per-user';
  expired: boolean;
  paymentmethods: PaymentMethod[];
};

/** GET /api/companyinfo.php. */
export type CompanyInfoDto = {
  name: string;
  address: string;
  kvk: string;
  city: string;
  country: string;
  tradenames: string[];
  vat_numbers: string[];
  support_phone: string;
  delete_discount: number;
  added: string;
};
