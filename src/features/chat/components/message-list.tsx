'use client';
import { useEffect, useRef } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import type { MessageDto } from '@/shared/types/social';
import type { OutgoingMessage } from '../hooks/use-outbox';
import { ChatMessage } from './chat-message';
import { OutgoingMessageView } from './outgoing-message';
import styles from './chat.module.scss';

type Props = {
  /** The partner's name, for the log's label. */
  name: string;
  messages: MessageDto[];
  outgoing: OutgoingMessage[];
  viewerId: number | undefined;
  /** Up to where the other member has read; marks my newest message they read. */
  otherLastReadSeq?: number;
  earlier?: { hasMore: boolean; loading: boolean; load: () => void };
  onRetry: (nonce: string) => void;
};

/**
 * Oldest to newest, then the ones on their way; follows the newest message as it arrives. A polite
 * live log, so a screen reader reads a new message out; busy while earlier ones are being added.
 */
export function MessageList({ name, messages, outgoing, viewerId, otherLastReadSeq = 0, earlier, onRetry }: Props) {
  const t = useTranslations('ChatPage');
  const end = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  const lastReadOfMine = messages.findLast((m) => m.sender_id === viewerId && m.seq <= otherLastReadSeq)?.id;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [newest, outgoing.length]);

  return (
    <div className={styles.scroll}>
      {earlier?.hasMore && (
        <div className="text-center pt-3">
          <Button variant="outline-secondary" size="sm" onClick={earlier.load} disabled={earlier.loading}>
            {earlier.loading && <Spinner size="sm" animation="border" className="me-2" aria-hidden />}
            {t('loadEarlier')}
          </Button>
        </div>
      )}
      <div role="log" aria-live="polite" aria-relevant="additions" aria-label={t('conversationLog', { name })} aria-busy={earlier?.loading || undefined}>
        <ol className={`list-unstyled mb-0 ${styles.messages}`} aria-label={t('messagesLabel')}>
          {messages.map((m) => (
            <ChatMessage key={m.id} content={m} own={m.sender_id === viewerId} createdAt={m.created_at} read={m.id === lastReadOfMine} />
          ))}
          {outgoing.map((m) => (
            <OutgoingMessageView key={m.nonce} message={m} onRetry={() => onRetry(m.nonce)} />
          ))}
        </ol>
      </div>
      <div ref={end} />
    </div>
  );
}
