'use client';
import { useTranslations } from 'next-intl';
import styles from './chat.module.scss';

/** "{name} is typing…" under the messages while the partner types; nothing otherwise. */
export function TypingIndicator({ name, typing }: { name: string; typing: boolean }) {
  const t = useTranslations('ChatPage');
  if (!typing) return null;
  return (
    <p className={`small text-body-secondary mb-0 px-3 py-1 ${styles.typing}`}>
      <span className={styles.typingDots} aria-hidden>
        <span />
        <span />
        <span />
      </span>
      {t('typing', { name })}
    </p>
  );
}
