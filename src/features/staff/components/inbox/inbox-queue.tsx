'use client';
import { useTranslations } from 'next-intl';
import { Button, Spinner } from 'react-bootstrap';
import type { InboxItemDto } from '@/shared/types/staff';
import { InboxItem } from './inbox-item';
import styles from './inbox.module.scss';

type Props = {
  items: InboxItemDto[];
  now: number | null;
  selected: number | null;
  staffId: number;
  taking: boolean;
  onOpen: (item: InboxItemDto) => void;
  onTakeNext: () => void;
};

/** The queue, oldest waiting first, with "Take next" for the oldest one nobody holds. */
export function InboxQueue({ items, now, selected, staffId, taking, onOpen, onTakeNext }: Props) {
  const t = useTranslations('Staff');
  return (
    <>
      <div className="d-flex align-items-center justify-content-between gap-2 p-2 border-bottom">
        <h2 className="h6 mb-0">{t('waiting', { count: items.length })}</h2>
        <Button size="sm" onClick={onTakeNext} disabled={taking || items.length === 0}>
          {taking ? <Spinner size="sm" className="me-1" aria-hidden /> : <i className="bi bi-skip-forward-fill me-1" aria-hidden />}
          {t('takeNext')}
        </Button>
      </div>
      <div className={styles.scroll}>
        {items.length === 0 ? (
          <p className="text-body-secondary text-center p-4 mb-0">{t('queueEmpty')}</p>
        ) : (
          <ul className="list-group list-group-flush list-unstyled mb-0" aria-label={t('queueLabel')}>
            {items.map((item) => (
              <InboxItem
                key={item.conversation.id}
                item={item}
                now={now}
                selected={item.conversation.id === selected}
                mine={item.claimed_by?.id === staffId}
                onOpen={onOpen}
              />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
