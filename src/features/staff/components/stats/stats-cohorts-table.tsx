'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable, type ColumnDef } from '@/components/data-table/data-table';
import type { StatsCohortDto } from '@/shared/types/stats';
import { formatCount, formatDay, formatShare } from './stats-format';
import styles from './stats.module.scss';

const column = createColumnHelper<StatsCohortDto>();

/** Per activation day: how many were activated and the share active again 7 and 30 days later. */
export function StatsCohortsTable({ cohorts }: { cohorts: StatsCohortDto[] }) {
  const t = useTranslations('StaffStats');
  const locale = useLocale();
  const columns = useMemo(
    () => [
      column.accessor('day', { header: t('cohortDay'), cell: (c) => <span className="text-nowrap">{formatDay(c.getValue(), locale)}</span> }) as ColumnDef<
        StatsCohortDto,
        never
      >,
      column.accessor('activated', { header: t('activated'), cell: (c) => formatCount(c.getValue(), locale) }) as ColumnDef<StatsCohortDto, never>,
      column.accessor('rate_7', {
        header: t('after7'),
        cell: (c) => `${formatShare(c.getValue(), locale)} (${formatCount(c.row.original.retained_7, locale)})`,
      }) as ColumnDef<StatsCohortDto, never>,
      column.accessor('rate_30', {
        header: t('after30'),
        cell: (c) => `${formatShare(c.getValue(), locale)} (${formatCount(c.row.original.retained_30, locale)})`,
      }) as ColumnDef<StatsCohortDto, never>,
    ],
    [t, locale],
  );
  return (
    <DataTable
      columns={columns}
      data={cohorts.filter((cohort) => cohort.activated > 0)}
      caption={t('cohortsCaption')}
      empty={<p className="text-body-secondary">{t('noCohorts')}</p>}
      rowId={(row) => row.day}
      initialSorting={[{ id: 'day', desc: true }]}
      className={styles.numbers}
    />
  );
}
