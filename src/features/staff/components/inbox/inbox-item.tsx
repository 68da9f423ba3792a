'use client';
import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import { FictionalBadge } from '@/components/fictional-badge';
import type { InboxItemDto } from '@/shared/types/staff';
import { WaitingTime } from './waiting-time';
import styles from './inbox.module.scss';

type Props = { item: InboxItemDto; now: number | null; selected: boolean; mine: boolean; onOpen: (item: InboxItemDto) => void };

/** One waiting conversation: who wrote to which profile, where, how long ago, and who holds it. */
export function InboxItem({ item, now, selected, mine, onOpen }: Props) {
  const t = useTranslations('Staff');
  const { member, profile, site } = item;
  return (
    <li>
      <button
        type="button"
        className={`list-group-item list-group-item-action ${styles.item}`}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onOpen(item)}
      >
        <span className="d-flex justify-content-between gap-2">
          <span className="fw-semibold text-truncate">
            {t('memberLine', { name: member.name, age: member.age })}
            {member.country && <span className="text-body-secondary fw-normal"> · {member.country}</span>}
          </span>
          <span className="small text-body-secondary">
            <WaitingTime since={item.waiting_since} now={now} />
          </span>
        </span>
        <span className="d-flex align-items-center gap-1 small text-truncate">
          <i className="bi bi-arrow-return-right text-body-secondary" aria-hidden />
          <span className="text-truncate">{t('toProfile', { name: profile.name })}</span>
          {profile.is_fictional && <FictionalBadge className="small" />}
        </span>
        <span className="d-flex flex-wrap align-items-center gap-1 small mt-1">
          <Badge bg="light" text="dark" className="border">
            {site.name}
          </Badge>
          <Badge bg="light" text="dark" className="border text-uppercase">
            {item.language}
          </Badge>
          {item.breached && <Badge bg="danger">{t('pastTarget')}</Badge>}
          {item.claimed_by && (
            <Badge bg={mine ? 'primary' : 'secondary'} className="text-truncate">
              <i className="bi bi-lock-fill me-1" aria-hidden />
              {mine ? t('claimedByYou') : t('claimedBy', { email: item.claimed_by.email })}
            </Badge>
          )}
        </span>
      </button>
    </li>
  );
}
