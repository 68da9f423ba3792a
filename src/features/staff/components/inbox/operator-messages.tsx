'use client';
import { useEffect, useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { MessageDto } from '@/shared/types/social';
import { formatDateTime } from '../../format';
import styles from './inbox.module.scss';

function MessageBody({ message }: { message: MessageDto }) {
  const t = useTranslations('Staff');
  if (message.kind === 'gift')
    return (
      <span>
        <i className="bi bi-gift me-1" aria-hidden />
        {t('giftMessage', { gift: message.gift?.name ?? '' })}
      </span>
    );
  if (message.kind === 'photo' && message.photo) {
    // eslint-disable-next-line @next/next/no-img-element -- the message's own thumbnail, already small
    return <img src={message.photo.thumb_url} alt={t('photoMessage')} className="rounded" style={{ maxWidth: '10rem', height: 'auto' }} />;
  }
  // Member text is shown as typed: React escapes it, nothing becomes a link.
  return <>{message.text}</>;
}

/** The conversation like a chat: the member's messages on the left, the profile's on the right. */
export function OperatorMessages({ messages, memberId, memberName }: { messages: MessageDto[]; memberId: number; memberName: string }) {
  const t = useTranslations('Staff');
  const locale = useLocale();
  const list = useRef<HTMLOListElement>(null);
  const newest = messages.at(-1)?.id;
  // The list scrolls itself, never the page: on a tablet the queue above stays where it is.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [newest]);
  return (
    <ol ref={list} className={`list-unstyled mb-0 p-3 d-flex flex-column gap-2 ${styles.messages}`} aria-label={t('messagesLabel', { name: memberName })}>
      {messages.map((m) => {
        const fromMember = m.sender_id === memberId;
        return (
          <li key={m.id} className={`d-flex flex-column ${fromMember ? 'align-items-start' : 'align-items-end'}`}>
            <div className={`${styles.bubble} ${fromMember ? styles.fromMember : styles.fromProfile}`}>
              <MessageBody message={m} />
            </div>
            <time className="text-body-secondary" style={{ fontSize: '0.7rem' }} dateTime={m.created_at}>
              {formatDateTime(m.created_at, locale)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
