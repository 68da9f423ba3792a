'use client';
import { useTranslations } from 'next-intl';
import type { MessageDto } from '@/shared/types/social';
import { memberWritten } from '@/components/member-written';

/** The last message in the list: its text, or a label for a gift or a photo; "You:" before one's own. */
export function MessagePreview({ message, own }: { message: MessageDto | null; own: boolean }) {
  const t = useTranslations('ChatsPage');
  if (!message) return <span className="fst-italic">{t('noMessages')}</span>;
  const prefix = own ? `${t('you')}: ` : '';
  if (message.kind === 'gift') {
    return (
      <span>
        {prefix}
        <i className="bi bi-gift me-1" aria-hidden />
        {t('giftLabel')}
      </span>
    );
  }
  if (message.kind === 'photo') {
    return (
      <span>
        {prefix}
        <i className="bi bi-image me-1" aria-hidden />
        {t('photoLabel')}
      </span>
    );
  }
  return (
    <span>
      {prefix}
      <span {...memberWritten}>{message.text}</span>
    </span>
  );
}
