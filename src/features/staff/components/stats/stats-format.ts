/** Cents as money of their currency, in the page's language. */
export const formatMoney = (cents: number, currency: string, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);

export const formatCount = (value: number, locale: string): string => new Intl.NumberFormat(locale).format(value);

/** A share from 0 to 1 as a percentage; a dash where there is none (yet). */
export const formatShare = (share: number | null, locale: string): string =>
  share === null ? '–' : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share);

/** A UTC day (YYYY-MM-DD) as a short date in the page's language. */
export const formatDay = (day: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
