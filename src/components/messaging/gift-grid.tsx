'use client';
import type { GiftDto } from '@/shared/types/social';
import styles from './messaging.module.scss';

type Props = { gifts: GiftDto[]; chosen: string | null; onChoose: (slug: string) => void };

/** The catalogue as a grid of toggle buttons; the chosen one is pressed. */
export function GiftGrid({ gifts, chosen, onChoose }: Props) {
  return (
    <ul className={`list-unstyled mb-0 ${styles.giftGrid}`}>
      {gifts.map((gift) => (
        <li key={gift.slug}>
          <button
            type="button"
            className={`${styles.giftOption} ${chosen === gift.slug ? styles.giftChosen : ''}`}
            aria-pressed={chosen === gift.slug}
            onClick={() => onChoose(gift.slug)}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- small catalogue images, already sized */}
            <img src={gift.image} alt="" width={64} height={64} />
            <span className="small">{gift.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
