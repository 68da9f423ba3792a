'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { statsCsvUrl, useRecomputeStats, useStats } from '../../api/stats';
import { defaultStatsFilter, todayUtc, type StatsFilter } from '../../stats-filter';
import { formatDateTime } from '../../format';
import { StatsFilterForm } from './stats-filter-form';
import { StatsSummary } from './stats-summary';
import { StatsCharts } from './stats-charts';
import { StatsDaysTable } from './stats-days-table';
import { StatsRevenueTable } from './stats-revenue-table';
import { StatsCohortsTable } from './stats-cohorts-table';

/** When today's figures were last counted: the newest row of today in the answer. */
function countedAt(days: { day: string; computed_at: string }[]): string | null {
  const today = todayUtc();
  return days.filter((d) => d.day === today).reduce<string | null>((latest, d) => (!latest || d.computed_at > latest ? d.computed_at : latest), null);
}

/** The count-again button and when today was counted; a refresh of today comes every few minutes anyway. */
function Freshness({ days }: { days: { day: string; computed_at: string }[] }) {
  const t = useTranslations('StaffStats');
  const locale = useLocale();
  const recompute = useRecomputeStats();
  const at = countedAt(days);
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 small text-body-secondary">
      <span role="status">{at ? t('countedAt', { time: formatDateTime(at, locale) }) : t('todayNotCounted')}</span>
      <Button size="sm" variant="outline-secondary" disabled={recompute.isPending} onClick={() => recompute.mutate({ from: todayUtc(), to: todayUtc() })}>
        {recompute.isPending && <Spinner size="sm" className="me-1" aria-hidden />}
        {t('countToday')}
      </Button>
    </div>
  );
}

/** /staff/stats (admins): the range's figures per day from the daily rollup, as charts and tables, and as CSV. */
export function StatsPage() {
  const t = useTranslations('StaffStats');
  const [filter, setFilter] = useState<StatsFilter>(defaultStatsFilter);
  const stats = useStats(filter);
  const data = stats.data;
  return (
    <div className="container-fluid py-3">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h4 mb-0">{t('title')}</h1>
        {data && <Freshness days={data.days} />}
      </div>
      <StatsFilterForm key={JSON.stringify(filter)} initial={filter} sites={data?.sites ?? []} onApply={setFilter} />
      {stats.isPending && (
        <div className="text-center p-4">
          <Spinner aria-label={t('loading')} />
        </div>
      )}
      {stats.isError && <Alert variant="danger">{stats.error.message}</Alert>}
      {data && (
        <>
          <StatsSummary stats={data} />
          <StatsCharts stats={data} />
          <section aria-labelledby="stats-days" className="mb-4">
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
              <h2 id="stats-days" className="h6 mb-0">
                {t('daysHeading')}
              </h2>
              <a className="btn btn-sm btn-outline-primary" href={statsCsvUrl(filter)} download>
                <i className="bi bi-download me-1" aria-hidden />
                {t('downloadCsv')}
              </a>
            </div>
            <StatsDaysTable days={data.days} showSite={!data.site} />
          </section>
          <div className="row g-3">
            <section aria-labelledby="stats-revenue" className="col-12 col-xl-7">
              <h2 id="stats-revenue" className="h6">
                {t('revenueHeading')}
              </h2>
              <StatsRevenueTable revenue={data.revenue} />
            </section>
            <section aria-labelledby="stats-cohorts" className="col-12 col-xl-5">
              <h2 id="stats-cohorts" className="h6">
                {t('cohortsHeading')}
              </h2>
              <p className="small text-body-secondary">{t('cohortsNote')}</p>
              <StatsCohortsTable cohorts={data.cohorts} />
            </section>
          </div>
        </>
      )}
    </div>
  );
}
