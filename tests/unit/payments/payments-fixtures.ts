// Packages and orders as the payment API answers them, for the component tests of the payment pages.
import type { OrderDto, PackageDto, PackagesDto } from '@/shared/types/payments';

/** An amount as the page writes it in Dutch (Testing Library reads the no-break space as a space). */
export const euro = (cents: number) => new Intl.NumberFormat('nl', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s/g, ' ');

export function pkg(overrides: Partial<PackageDto> = {}): PackageDto {
  return { id: 2, credits: 100, price: 1995, currency: 'EUR', price_per_message: 100, is_intro: false, ...overrides };
}

export const packagesNl: PackagesDto = {
  country: 'NL',
  currency: 'EUR',
  methods: ['ideal', 'creditcard', 'paypal', 'sdd'],
  payments: 'real',
  packages: [
    pkg({ id: 4, credits: 500, price: 7495, price_per_message: 75 }),
    pkg({ id: 1, credits: 25, price: 295, price_per_message: 59, is_intro: true }),
    pkg({ id: 2 }),
    pkg({ id: 3, credits: 250, price: 3995, price_per_message: 80 }),
  ],
};

export function order(overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    id: 31,
    status: 'paid',
    payment_id: 'sim_31',
    package_id: 2,
    credits: 100,
    amount: 1995,
    currency: 'EUR',
    method: 'ideal',
    discount_code: null,
    created_at: '2026-03-01T10:00:00Z',
    paid_at: '2026-03-01T10:01:00Z',
    test_payment: false,
    ...overrides,
  };
}
