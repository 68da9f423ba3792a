'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Badge, Card } from 'react-bootstrap';
import type { DecisionDto, ModerationItemDto } from '@/shared/types/moderation';
import { formatDateTimeToMinute } from '../../format';
import type { StepUpGuard } from '../team/step-up-guard';
import { DecisionForm } from './decision-form';
import { EarlierDecisions } from './earlier-decisions';
import { EarlierReports } from './earlier-reports';
import { ReportSnapshot } from './report-snapshot';

// The same ranks as the queue's order: a possible minor, then threats to people.
const URGENT = new Set(['minor']);
const SERIOUS = new Set(['illegal', 'harassment']);
const badgeOf = (why: string) => (URGENT.has(why) ? 'danger' : SERIOUS.has(why) ? 'warning' : 'secondary');

type Props = { item: ModerationItemDto; askedForCode: StepUpGuard; onDecided: (decision: DecisionDto) => void };

/** One item of the queue: why and what, who sent it, the content as reported, the member's history and the decision. */
export function ModerationItem({ item, askedForCode, onDecided }: Props) {
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
        <EarlierDecisions decisions={item.decisions} />
        {item.target ? (
          <DecisionForm item={{ ...item, target: item.target }} askedForCode={askedForCode} onDecided={onDecided} />
        ) : (
          <p className="small text-body-secondary border-top pt-3 mt-3 mb-0">{t('decide.noMember')}</p>
        )}
      </Card.Body>
    </Card>
  );
}
