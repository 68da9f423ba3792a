'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Badge, Card } from 'react-bootstrap';
import type { ModerationItemDto } from '@/shared/types/moderation';
import { formatDateTimeToMinute } from '../../format';
import { EarlierReports } from './earlier-reports';
import { ReportSnapshot } from './report-snapshot';

// The same ranks as the queue's order: a possible minor, then threats to people.
const URGENT = new Set(['minor']);
const SERIOUS = new Set(['illegal', 'harassment']);
const badgeOf = (why: string) => (URGENT.has(why) ? 'danger' : SERIOUS.has(why) ? 'warning' : 'secondary');

/** One item of the queue: why and what, who sent it, the content as reported and the member's history. */
export function ModerationItem({ item }: { item: ModerationItemDto }) {
  const t = useTranslations('Staff');
  const labels = useTranslations('ComplaintsForm');
  const locale = useLocale();
  return (
    <Card>
      <Card.Header className="d-flex flex-wrap gap-2 align-items-center">
        <Badge bg={badgeOf(item.why)}>{labels(`whys.${item.why}`)}</Badge>
        <span>{labels(`whats.${item.what}`)}</span>
        <span className="text-body-secondary small ms-auto">
          {t(`moderation.from.${item.reporter}`)} · {formatDateTimeToMinute(item.created_at, locale)} · {item.reference}
        </span>
      </Card.Header>
      <Card.Body>
        <dl className="row small mb-2">
          <dt className="col-sm-3">{t('moderation.target')}</dt>
          <dd className="col-sm-9">{item.target ? `${item.target.name ?? t('moderation.gone')} (#${item.target.id})` : t('moderation.noTarget')}</dd>
          <dt className="col-sm-3">{t('moderation.where')}</dt>
          <dd className="col-sm-9 text-break">{item.where || '–'}</dd>
          <dt className="col-sm-3">{t('moderation.text')}</dt>
          <dd className="col-sm-9 text-break" style={{ whiteSpace: 'pre-wrap' }}>
            {item.text || '–'}
          </dd>
        </dl>
        <ReportSnapshot snapshot={item.snapshot} />
        <EarlierReports earlier={item.earlier} />
      </Card.Body>
    </Card>
  );
}
