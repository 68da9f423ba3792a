'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Table } from 'react-bootstrap';
import type { InboxFigureDto, InboxItemDto } from '@/shared/types/staff';
import { formatWait } from '../../format';
import styles from './inbox.module.scss';

/** Site names the queue knows; figures of a site with nobody waiting show its number. */
function siteNames(items: InboxItemDto[]): Map<number, string> {
  return new Map(items.map((item) => [item.site.id, item.site.name]));
}

/** The last 7 days per operator and site: replies, median reply time, replies past the target. */
export function InboxFigures({ figures, items }: { figures: InboxFigureDto[]; items: InboxItemDto[] }) {
  const t = useTranslations('Staff');
  const locale = useLocale();
  const names = siteNames(items);
  if (figures.length === 0) return <p className="text-body-secondary p-3 mb-0">{t('figuresEmpty')}</p>;
  return (
    <Table size="sm" striped responsive className={`mb-0 small ${styles.figures}`}>
      <caption className="px-2">{t('figuresCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('figuresOperator')}</th>
          <th scope="col">{t('figuresSite')}</th>
          <th scope="col" className="text-end">
            {t('figuresReplies')}
          </th>
          <th scope="col" className="text-end">
            {t('figuresMedian')}
          </th>
          <th scope="col" className="text-end">
            {t('figuresBreaches')}
          </th>
        </tr>
      </thead>
      <tbody>
        {figures.map((row) => (
          <tr key={`${row.staff.id}-${row.site_id}`}>
            <td className="text-break">{row.staff.email}</td>
            <td>{names.get(row.site_id) ?? `#${row.site_id}`}</td>
            <td className="text-end">{row.replies.toLocaleString(locale)}</td>
            <td className="text-end text-nowrap">{formatWait(row.median_wait_seconds * 1000, locale)}</td>
            <td className={`text-end ${row.breaches ? 'text-danger fw-semibold' : ''}`}>{row.breaches.toLocaleString(locale)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
