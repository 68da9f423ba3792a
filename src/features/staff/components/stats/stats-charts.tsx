'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { StatsDto } from '@/shared/types/stats';
import { daysOf, sumPerDay } from './stats-per-day';
import { formatCount, formatMoney } from './stats-format';
import { UplotChart, type ChartSeries } from './uplot-chart';

const COLOURS = ['#0d6efd', '#198754', '#d63384', '#fd7e14', '#6f42c1', '#20c997'];

/** Net revenue per day, one line per currency (amounts of two currencies are never added up). */
function revenueSeries(stats: StatsDto, days: string[]): { currency: string; series: ChartSeries }[] {
  return stats.totals.revenue.map((money, i) => ({
    currency: money.currency,
    series: {
      label: money.currency,
      color: COLOURS[i % COLOURS.length],
      values: sumPerDay(stats, days, (row) => row.revenue.find((r) => r.currency === money.currency)?.net_cents ?? 0),
    },
  }));
}

/** Three charts of the range per day; the figures are also in the table of days below them. */
export function StatsCharts({ stats }: { stats: StatsDto }) {
  const t = useTranslations('StaffStats');
  const locale = useLocale();
  const days = daysOf(stats);
  const count = (value: number) => formatCount(value, locale);
  const revenue = revenueSeries(stats, days);
  const dayFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const common = {
    days,
    description: t('chartInTable'),
    dayLabel: t('day'),
    empty: t('noRevenue'),
    formatDay: (s: number) => dayFormat.format(new Date(s * 1000)),
  };
  const currency = revenue.length === 1 ? revenue[0].currency : null;
  return (
    <div className="row g-2 mb-3">
      <div className="col-12 col-xl-4">
        <UplotChart
          title={t('chartSignups')}
          {...common}
          format={count}
          series={[
            { label: t('signups'), color: COLOURS[0], values: sumPerDay(stats, days, (row) => row.signups) },
            { label: t('activations'), color: COLOURS[1], values: sumPerDay(stats, days, (row) => row.activations) },
          ]}
        />
      </div>
      <div className="col-12 col-xl-4">
        <UplotChart
          title={t('chartRevenue')}
          {...common}
          // One currency: amounts as money; several: whole units, and the legend names each currency.
          format={(cents) => (currency ? formatMoney(cents, currency, locale) : count(Math.round(cents / 100)))}
          series={revenue.map((r) => r.series)}
        />
      </div>
      <div className="col-12 col-xl-4">
        <UplotChart
          title={t('chartMessages')}
          {...common}
          format={count}
          series={[
            { label: t('messagesMember'), color: COLOURS[0], values: sumPerDay(stats, days, (row) => row.messages_member) },
            { label: t('messagesFictional'), color: COLOURS[2], values: sumPerDay(stats, days, (row) => row.messages_fictional) },
            { label: t('messagesOperator'), color: COLOURS[3], values: sumPerDay(stats, days, (row) => row.messages_operator) },
          ]}
        />
      </div>
    </div>
  );
}
