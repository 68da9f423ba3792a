'use client';
import type { ComponentType } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import type { BubbleContent } from './bubbles/bubble-content';
import { GiftBubble } from './bubbles/gift-bubble';
import { PhotoBubble } from './bubbles/photo-bubble';
import { TextBubble } from './bubbles/text-bubble';
import { MessageTime } from './message-time';
import styles from './chat.module.scss';

const BUBBLES: Record<BubbleContent['kind'], ComponentType<{ content: BubbleContent }>> = {
  text: TextBubble,
  gift: GiftBubble,
  photo: PhotoBubble,
};

type Props = {
  content: BubbleContent;
  own: boolean;
  /** Stored messages have a time; one on its way is sending or failed. */
  createdAt?: string;
  status?: 'sending' | 'failed';
  /** My newest message the other member has read. */
  read?: boolean;
  onRetry?: () => void;
};

/** One message: the bubble of its kind, mine on the right, with its time or its sending state. */
export function ChatMessage({ content, own, createdAt, status, read, onRetry }: Props) {
  const t = useTranslations('ChatPage');
  const Bubble = BUBBLES[content.kind];
  return (
    <li className={`${styles.row} ${own ? styles.own : ''} ${status === 'sending' ? styles.pending : ''}`}>
      <span className="visually-hidden">{own ? t('youWrote') : t('theyWrote')}</span>
      <Bubble content={content} />
      <span className={styles.meta}>
        {createdAt && <MessageTime iso={createdAt} />}
        {read && (
          <span className="ms-2">
            <i className="bi bi-check2-all me-1" aria-hidden />
            {t('read')}
          </span>
        )}
        {status === 'sending' && t('sending')}
        {status === 'failed' && (
          <span className="text-danger">
            <i className="bi bi-exclamation-circle me-1" aria-hidden />
            {t('notSent')}
            <Button variant="link" size="sm" className="p-0 ms-2 align-baseline" onClick={onRetry}>
              {t('retry')}
            </Button>
          </span>
        )}
      </span>
    </li>
  );
}
