import 'server-only';
import type { StatsDailyRevenueRow, StatsDailyRow } from '../../../db/schema';
import type { StatsCohortDto, StatsDayDto, StatsFigures, StatsMoney, StatsRevenueDto } from '@/shared/types/stats';
import { addDays } from '../../stats/days';

export const FIGURE_KEYS = [
  'signups',
  'activations',
  'first_purchases',
  'purchases',
  'active_members',
  'messages_member',
  'messages_fictional',
  'messages_operator',
] as const satisfies readonly (keyof StatsFigures)[];

const figuresOf = (row: StatsDailyRow): StatsFigures => ({
  signups: row.signups,
  activations: row.activations,
  first_purchases: row.firstPurchases,
  purchases: row.purchases,
  active_members: row.activeMembers,
  messages_member: row.messagesMember,
  messages_fictional: row.messagesFictional,
  messages_operator: row.messagesOperator,
});

type MoneyRow = Pick<StatsDailyRevenueRow, 'currency' | 'grossCents' | 'refundedCents' | 'chargedBackCents'>;

/** Sums money rows per key (currency, or country, method and currency), net of refunds and chargebacks. */
function sumMoney<R extends MoneyRow, K extends string>(rows: R[], keyOf: (row: R) => K): Map<K, StatsMoney> {
  const sums = new Map<K, StatsMoney>();
  for (const row of rows) {
    const key = keyOf(row);
    const sum = sums.get(key) ?? { currency: row.currency, gross_cents: 0, refunded_cents: 0, charged_back_cents: 0, net_cents: 0 };
    sum.gross_cents += row.grossCents;
    sum.refunded_cents += row.refundedCents;
    sum.charged_back_cents += row.chargedBackCents;
    sum.net_cents = sum.gross_cents - sum.refunded_cents - sum.charged_back_cents;
    sums.set(key, sum);
  }
  return sums;
}

const byCurrency = (rows: MoneyRow[]) => [...sumMoney(rows, (row) => row.currency).values()].sort((a, b) => a.currency.localeCompare(b.currency));

/** One row per day and site, with that day's money per currency. */
export function dayRows(rows: StatsDailyRow[], revenue: StatsDailyRevenueRow[], domains: Map<number, string>): StatsDayDto[] {
  return rows.map((row) => ({
    day: row.day,
    site_id: row.siteId,
    site: domains.get(row.siteId) ?? '',
    ...figuresOf(row),
    revenue: byCurrency(revenue.filter((money) => money.day === row.day && money.siteId === row.siteId)),
    computed_at: row.computedAt.toISOString(),
  }));
}

/** The range's sums; active members as the average per day, since one member is active on many days. */
export function totalsOf(days: StatsDayDto[], revenue: StatsDailyRevenueRow[]): StatsFigures & { revenue: StatsMoney[] } {
  const totals = Object.fromEntries(FIGURE_KEYS.map((key) => [key, days.reduce((sum, day) => sum + day[key], 0)])) as StatsFigures;
  const dayCount = new Set(days.map((day) => day.day)).size;
  totals.active_members = dayCount ? Math.round(totals.active_members / dayCount) : 0;
  return { ...totals, revenue: byCurrency(revenue) };
}

/** The range's money per payment country, method and currency, largest net first. */
export function revenueByCountryAndMethod(revenue: StatsDailyRevenueRow[]): StatsRevenueDto[] {
  const sums = sumMoney(revenue, (row) => `${row.country}|${row.method}|${row.currency}`);
  return [...sums.entries()]
    .map(([key, money]) => {
      const [country, method] = key.split('|');
      return { country, method, ...money };
    })
    .sort((a, b) => b.net_cents - a.net_cents || a.country.localeCompare(b.country) || a.method.localeCompare(b.method));
}

const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : null);

/** Per cohort day (summed over the sites), the shares active again; null while day+7 or day+30 is still to come. */
export function cohortsOf(rows: StatsDailyRow[], today: string): StatsCohortDto[] {
  const byDay = new Map<string, { activated: number; r7: number; r30: number }>();
  for (const row of rows) {
    const sum = byDay.get(row.day) ?? { activated: 0, r7: 0, r30: 0 };
    byDay.set(row.day, { activated: sum.activated + row.cohortSize, r7: sum.r7 + row.retained7, r30: sum.r30 + row.retained30 });
  }
  return [...byDay.entries()].map(([day, sum]) => ({
    day,
    activated: sum.activated,
    retained_7: sum.r7,
    retained_30: sum.r30,
    rate_7: addDays(day, 7) <= today ? share(sum.r7, sum.activated) : null,
    rate_30: addDays(day, 30) <= today ? share(sum.r30, sum.activated) : null,
  }));
}
