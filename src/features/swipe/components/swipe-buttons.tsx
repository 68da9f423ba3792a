'use client';
import { Button } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import styles from './swipe.module.css';

type Props = { disabled: boolean; onDecide: (decision: 'like' | 'pass') => void };

/** Pass and like under the card; the arrow keys do the same (useSwipeKeys). */
export function SwipeButtons({ disabled, onDecide }: Props) {
  const t = useTranslations('SwipeGame');
  return (
    <div className="d-flex justify-content-center gap-4 mt-4">
      <Button
        variant="outline-secondary"
        className={`${styles.roundButton} bg-white shadow-sm`}
        disabled={disabled}
        onClick={() => onDecide('pass')}
        aria-label={t('skip')}
        title={t('skip')}
      >
        <i className="bi bi-x-lg" aria-hidden />
      </Button>
      <Button
        variant="primary"
        className={`${styles.roundButton} shadow-sm`}
        disabled={disabled}
        onClick={() => onDecide('like')}
        aria-label={t('like')}
        title={t('like')}
      >
        <i className="bi bi-heart-fill" aria-hidden />
      </Button>
    </div>
  );
}
