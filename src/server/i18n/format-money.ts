import type { Locale } from '@/shared/constants';

/** An amount in cents as the member reads money in their language (€ 15,00 / €15.00). */
export function formatMoney(locale: Locale, cents: number, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}
