'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { StatsDto } from '@/shared/types/stats';
import { formatCount, formatMoney, formatShare } from './stats-format';
import styles from './stats.module.scss';

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="col-6 col-md-4 col-xl-2">
      <dl className="bg-white border rounded p-2 h-100 mb-0">
        <dt className="small text-body-secondary fw-normal">{label}</dt>
        <dd className={`h5 mb-0 ${styles.figure}`}>{value}</dd>
        {note && <dd className="small text-body-secondary mb-0">{note}</dd>}
      </dl>
    </div>
  );
}

/** The range at a glance: sign-ups, activations, conversion, net revenue, activity and messages. */
export function StatsSummary({ stats }: { stats: StatsDto }) {
  const t = useTranslations('StaffStats');
  const locale = useLocale();
  const { totals } = stats;
  const count = (value: number) => formatCount(value, locale);
  const conversion = totals.activations ? totals.first_purchases / totals.activations : null;
  const messages = totals.messages_member + totals.messages_fictional + totals.messages_operator;
  const revenue = totals.revenue.length ? totals.revenue.map((m) => formatMoney(m.net_cents, m.currency, locale)).join(' · ') : formatMoney(0, 'EUR', locale);
  return (
    <section className="row g-2 mb-3" aria-label={t('summaryLabel')}>
      <Figure label={t('signups')} value={count(totals.signups)} />
      <Figure label={t('activations')} value={count(totals.activations)} />
      <Figure label={t('firstPurchases')} value={count(totals.first_purchases)} note={t('conversion', { share: formatShare(conversion, locale) })} />
      <Figure label={t('netRevenue')} value={revenue} />
      <Figure label={t('activePerDay')} value={count(totals.active_members)} />
      <Figure label={t('messages')} value={count(messages)} />
    </section>
  );
}
