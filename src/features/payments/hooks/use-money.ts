import { useFormatter } from 'next-intl';

/** Amounts in the member's locale (§2): cents of `currency`, or whole units when `cents` is false. */
export function useMoney() {
  const format = useFormatter();
  return (amount: number, currency: string, { cents = true }: { cents?: boolean } = {}) =>
    format.number(cents ? amount / 100 : amount, { style: 'currency', currency });
}
