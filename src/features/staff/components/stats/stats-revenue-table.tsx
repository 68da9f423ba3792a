'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable, type ColumnDef } from '@/components/data-table/data-table';
import type { StatsRevenueDto } from '@/shared/types/stats';
import { formatMoney } from './stats-format';
import styles from './stats.module.scss';

const column = createColumnHelper<StatsRevenueDto>();
const AMOUNTS = [
  ['gross_cents', 'gross'],
  ['refunded_cents', 'refunded'],
  ['charged_back_cents', 'chargedBack'],
  ['net_cents', 'net'],
] as const;

/** The range's money per payment country and method, net of refunds and chargebacks. */
export function StatsRevenueTable({ revenue }: { revenue: StatsRevenueDto[] }) {
  const t = useTranslations('StaffStats');
  const locale = useLocale();
  const columns = useMemo(
    () => [
      column.accessor('country', { header: t('country') }) as ColumnDef<StatsRevenueDto, never>,
      column.accessor('method', { header: t('method') }) as ColumnDef<StatsRevenueDto, never>,
      ...AMOUNTS.map(
        ([key, label]) =>
          column.accessor(key, { header: t(label), cell: (c) => formatMoney(c.getValue(), c.row.original.currency, locale) }) as ColumnDef<
            StatsRevenueDto,
            never
          >,
      ),
    ],
    [t, locale],
  );
  return (
    <DataTable
      columns={columns}
      data={revenue}
      caption={t('revenueCaption')}
      empty={<p className="text-body-secondary">{t('noRevenue')}</p>}
      rowId={(row) => `${row.country}-${row.method}-${row.currency}`}
      className={styles.numbers}
    />
  );
}
