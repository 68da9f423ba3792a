/** Cents in a currency, as the staff member's language writes amounts. */
export function formatCents(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** '12,50' or '12.50' typed in a form, in cents; NaN when it is no amount. */
export function centsFrom(text: string): number {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || Number.isNaN(value) ? Number.NaN : Math.round(value * 100);
}
