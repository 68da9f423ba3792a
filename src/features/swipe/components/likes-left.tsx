'use client';
import { useTranslations } from 'next-intl';

/** Today's swipe likes left (§9), announced when it changes. */
export function LikesLeft({ count }: { count: number }) {
  const t = useTranslations('SwipeGame');
  return (
    <span
      className={`badge rounded-pill fs-6 fw-semibold ${count > 0 ? 'text-bg-primary' : 'bg-body-secondary text-body border'}`}
      aria-live="polite"
      data-testid="likes-left"
    >
      <i className="bi bi-heart-fill me-1" aria-hidden />
      {t('likesLeft', { count })}
    </span>
  );
}
