'use client';
import { useTranslations } from 'next-intl';
import type { BubbleContent } from './bubble-content';
import styles from '../chat.module.scss';

/** A gift: its picture and name. */
export function GiftBubble({ content }: { content: BubbleContent }) {
  const t = useTranslations('ChatPage');
  const gift = content.gift;
  return (
    <figure className={`${styles.media} text-center mb-0 px-3 py-2`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- small catalogue image */}
      {gift && <img src={gift.image} alt="" width={96} height={96} className="mx-auto" />}
      <figcaption className="small text-body mt-1">
        <i className="bi bi-gift me-1" aria-hidden />
        {gift ? t('giftNamed', { name: gift.name }) : t('gift')}
      </figcaption>
    </figure>
  );
}
