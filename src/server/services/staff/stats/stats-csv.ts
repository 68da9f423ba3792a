import 'server-only';
import type { StatsDto } from '@/shared/types/stats';
import { FIGURE_KEYS } from './summarise-stats';

// A cell that a spreadsheet would read as a formula is prefixed, so an export cannot run anything.
const cell = (value: string | number): string => {
  if (typeof value === 'number') return String(value); // a negative net is a number, not a formula
  const text = value;
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The days as CSV: one row per day and site, the figures, then per currency in the range the money
 * in cents (gross, refunded, charged back, net). A header row names every column.
 */
export function statsCsv(stats: StatsDto): string {
  const currencies = stats.totals.revenue.map((money) => money.currency);
  const moneyColumns = currencies.flatMap((c) => [`gross_cents_${c}`, `refunded_cents_${c}`, `charged_back_cents_${c}`, `net_cents_${c}`]);
  const header = ['day', 'site', ...FIGURE_KEYS, ...moneyColumns];
  const lines = stats.days.map((day) => {
    const money = currencies.flatMap((currency) => {
      const m = day.revenue.find((r) => r.currency === currency);
      return m ? [m.gross_cents, m.refunded_cents, m.charged_back_cents, m.net_cents] : [0, 0, 0, 0];
    });
    return [day.day, day.site, ...FIGURE_KEYS.map((key) => day[key]), ...money];
  });
  return [header, ...lines].map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** The download's file name: the site (or "all") and the range. */
export const statsCsvName = (stats: StatsDto): string => `stats-${stats.site?.domain ?? 'all'}-${stats.from}-${stats.to}.csv`.replace(/[^a-zA-Z0-9._-]/g, '_');
