'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable, type ColumnDef } from '@/components/data-table/data-table';
import type { StatsDayDto } from '@/shared/types/stats';
import { formatCount, formatDay, formatMoney } from './stats-format';
import styles from './stats.module.scss';

const column = createColumnHelper<StatsDayDto>();
const COUNTS = [
  ['signups', 'signups'],
  ['activations', 'activations'],
  ['first_purchases', 'firstPurchases'],
  ['purchases', 'purchases'],
  ['active_members', 'activeMembers'],
  ['messages_member', 'messagesMember'],
  ['messages_fictional', 'messagesFictional'],
  ['messages_operator', 'messagesOperator'],
] as const;

/** Every day and site of the range with its figures: the charts' numbers as text, sortable. */
export function StatsDaysTable({ days, showSite }: { days: StatsDayDto[]; showSite: boolean }) {
  const t = useTranslations('StaffStats');
  const locale = useLocale();
  const columns = useMemo(() => {
    const list: ColumnDef<StatsDayDto, never>[] = [
      column.accessor('day', { header: t('day'), cell: (c) => <span className="text-nowrap">{formatDay(c.getValue(), locale)}</span> }) as ColumnDef<
        StatsDayDto,
        never
      >,
    ];
    if (showSite) list.push(column.accessor('site', { header: t('site') }) as ColumnDef<StatsDayDto, never>);
    for (const [key, label] of COUNTS) {
      list.push(column.accessor(key, { header: t(label), cell: (c) => formatCount(c.getValue(), locale) }) as ColumnDef<StatsDayDto, never>);
    }
    list.push(
      column.display({
        id: 'revenue',
        header: t('netRevenue'),
        cell: (c) => c.row.original.revenue.map((m) => formatMoney(m.net_cents, m.currency, locale)).join(' · ') || '–',
      }) as ColumnDef<StatsDayDto, never>,
    );
    return list;
  }, [t, locale, showSite]);
  return (
    <DataTable
      columns={columns}
      data={days}
      caption={t('daysCaption')}
      empty={<p className="text-body-secondary">{t('noDays')}</p>}
      rowId={(row) => `${row.day}-${row.site_id}`}
      initialSorting={[{ id: 'day', desc: true }]}
      className={styles.numbers}
    />
  );
}
