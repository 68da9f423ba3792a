'use client';
import { Button } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import styles from './swipe.module.css';

type Props = {
  disabled: boolean;
  /** Today's likes are used up: passing goes on (§9). */
  likeDisabled?: boolean;
  onDecide: (decision: 'like' | 'pass') => void;
  /** Takes back the last pass; absent when there is none to take back. */
  onUndo?: () => void;
};

/** Undo, pass and like under the card; the arrow keys pass and like too (useSwipeKeys). */
export function SwipeButtons({ disabled, likeDisabled = false, onDecide, onUndo }: Props) {
  const t = useTranslations('SwipeGame');
  return (
    <div className="d-flex justify-content-center align-items-center gap-4 mt-4">
      <Button
        variant="outline-secondary"
        className={`${styles.smallRoundButton} bg-white shadow-sm`}
        disabled={disabled || !onUndo}
        onClick={onUndo}
        aria-label={t('undo')}
        title={t('undo')}
      >
        <i className="bi bi-arrow-counterclockwise" aria-hidden />
      </Button>
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
        disabled={disabled || likeDisabled}
        onClick={() => onDecide('like')}
        aria-label={t('like')}
        title={t('like')}
      >
        <i className="bi bi-heart-fill" aria-hidden />
      </Button>
    </div>
  );
}
