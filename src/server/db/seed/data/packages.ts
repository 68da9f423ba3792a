import { COUNTRIES } from '@/shared/constants';
import { currencyOf } from '@/shared/payment-countries';

/** Credits of the packages, the intro offer first (§9): the bigger, the cheaper per credit. */
export const PACKAGE_CREDITS = [100, 250, 500, 1000, 2500] as const;

// Prices in cents per currency, in the order of PACKAGE_CREDITS (index 0 is the intro offer).
const PRICES: Record<string, readonly number[]> = {
  EUR: [495, 1995, 3495, 5995, 12495],
  PLN: [1995, 8495, 14995, 25995, 54995],
  GBP: [445, 1795, 2995, 5195, 10995],
  USD: [595, 2195, 3795, 6495, 13495],
  CHF: [595, 2195, 3795, 6495, 13495],
  CAD: [795, 2995, 4995, 8495, 17995],
  AUD: [795, 2995, 4995, 8495, 17995],
  NZD: [795, 2995, 4995, 8495, 17995],
  DKK: [3695, 14995, 25995, 44995, 94995],
  SEK: [5495, 21995, 37995, 64995, 139995],
  NOK: [5495, 21995, 37995, 64995, 139995],
};

/** Every payment country packages are seeded for: §9's countries and the Nordic ones. */
export const PACKAGE_COUNTRIES = [...COUNTRIES, 'DK', 'SE', 'NO', 'FI'];

export type PackageSeed = { country: string; currency: string; credits: number; priceCents: number; isIntro: boolean; position: number };

/** The packages of one payment country, in its currency. */
export function packagesFor(country: string): PackageSeed[] {
  const currency = currencyOf(country);
  const prices = PRICES[currency] ?? PRICES.EUR!;
  return PACKAGE_CREDITS.map((credits, i) => ({ country, currency, credits, priceCents: prices[i]!, isIntro: i === 0, position: i }));
}
