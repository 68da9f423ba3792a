'use client';
import { useTranslations } from 'next-intl';
import type { BubbleContent } from './bubble-content';
import styles from '../chat.module.scss';

/** A photo, opened full size in a new tab; its box is reserved from the stored size so nothing jumps. */
export function PhotoBubble({ content }: { content: BubbleContent }) {
  const t = useTranslations('ChatPage');
  const photo = content.photo;
  if (!photo) return null;
  const width = Math.min(photo.width || 240, 240);
  const height = photo.width ? Math.round((photo.height / photo.width) * width) : 240;
  return (
    <a href={photo.url} target="_blank" rel="noopener noreferrer" className={styles.media} aria-label={t('openPhoto')}>
      {/* eslint-disable-next-line @next/next/no-img-element -- already a sized thumbnail */}
      <img src={photo.thumb_url} alt={t('photo')} width={width} height={height} />
    </a>
  );
}
