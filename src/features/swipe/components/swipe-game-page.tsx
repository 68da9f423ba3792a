'use client';
import Link from 'next/link';
import { useCallback, useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { HttpError, isApiError } from '@/lib/http-client';
import { SWIPE_LIKES_PER_DAY } from '@/shared/constants';
import type { SwipeCardsDto } from '@/shared/types/swipe';
import { useSwipeCards } from '../api/get-swipe-cards';
import { useDecideSwipe } from '../api/decide-swipe';
import { useUndoPass } from '../api/undo-pass';
import type { MemberCardDto } from '@/shared/types/api';
import { useSwipeKeys } from '../hooks/use-swipe-keys';
import { LikesLeft } from './likes-left';
import { showLikeModal } from '@/lib/like-modal-store';
import { SwipeButtons } from './swipe-buttons';
import { SwipeCard } from './swipe-card';
import { SwipeEmpty } from './swipe-empty';
import { SwipeLimitPanel } from './swipe-limit-panel';
import { SwipeAgesNote } from './swipe-ages-note';
import styles from './swipe.module.css';
import { paths } from '@/shared/paths';

/** §2 /swipe-game: one card at a time, like or pass; §9 4 likes a day, passes unlimited. */
export function SwipeGamePage() {
  const t = useTranslations('SwipeGame');
  const { data, isPending } = useSwipeCards();
  // Opened with today's likes already used: the limit panel straight away.
  const [limitResetsAt, setLimitResetsAt] = useState<string | null>(() => (data?.likes_left === 0 ? data.resets_at : null));
  return (
    <div className="container py-4" style={{ maxWidth: '40rem' }}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-1">
        <h1 className="h3 fw-bold mb-0">{t('title')}</h1>
        {data && <LikesLeft count={data.likes_left} />}
      </div>
      <p className="text-body-secondary mb-1">
        {t('intro', { count: data?.likes_per_day ?? SWIPE_LIKES_PER_DAY })} <span className="d-none d-md-inline">{t('keyboardHint')}</span>
      </p>
      <SwipeAgesNote />
      {isPending || !data ? (
        <div className="text-center py-5">
          <Spinner animation="border" variant="primary" />
        </div>
      ) : (
        <>
          {/* §9: the likes are used up, passing goes on. */}
          {limitResetsAt && <SwipeLimitPanel resetsAt={limitResetsAt} />}
          <SwipeStack data={data} limited={limitResetsAt !== null} onLimit={setLimitResetsAt} />
        </>
      )}
      <p className="text-center mt-4 mb-0">
        <Link href={paths.matchFinder}>{t('matchFinderLink')}</Link>
      </p>
    </div>
  );
}

type StackProps = { data: SwipeCardsDto; limited: boolean; onLimit: (resetsAt: string) => void };

function SwipeStack({ data, limited, onLimit }: StackProps) {
  const t = useTranslations('SwipeGame');
  const decide = useDecideSwipe();
  const undo = useUndoPass();
  const [error, setError] = useState<string | null>(null);
  // The card passed last, which the member may take back until they decide on another.
  const [lastPassed, setLastPassed] = useState<MemberCardDto | null>(null);
  const top = data.cards[0] ?? null;
  const onDecide = useCallback(
    (decision: 'like' | 'pass') => {
      if (!top || decide.isPending || (limited && decision === 'like')) return;
      setError(null);
      decide.mutate(
        { profile: top.id, decision },
        {
          onSuccess: (answer) => {
            setLastPassed(decision === 'pass' ? top : null);
            // §2: the full-screen "it's a match" modal of the default layout.
            if (answer.match) showLikeModal({ kind: 'match', profile: top });
          },
          onError: (err) => {
            if (isApiError(err, 'swipe_limit_reached')) onLimit(String(err.body.details?.resets_at ?? data.resets_at));
            // A member gone since the cards came simply leaves the stack (useDecideSwipe).
            else if (!(err instanceof HttpError && err.status === 404)) setError(err.message);
          },
        },
      );
    },
    [top, decide, limited, data.resets_at, onLimit],
  );
  useSwipeKeys(Boolean(top), onDecide);
  const onUndo = () => {
    if (!lastPassed) return;
    setError(null);
    undo.mutate(lastPassed, { onSuccess: () => setLastPassed(null), onError: (err) => (setLastPassed(null), setError(err.message)) });
  };
  return (
    <>
      {error && <Alert variant="danger">{error}</Alert>}
      {top ? (
        <div className={styles.stack}>
          <div className={styles.deck}>
            {data.cards.length > 1 && <div className={styles.behind} aria-hidden />}
            <SwipeCard key={top.id} member={top} onSwipe={onDecide} />
          </div>
          <SwipeButtons disabled={decide.isPending || undo.isPending} likeDisabled={limited} onDecide={onDecide} onUndo={lastPassed ? onUndo : undefined} />
        </div>
      ) : (
        <>
          <SwipeEmpty />
          {lastPassed && (
            <p className="text-center mt-3">
              <Button variant="outline-secondary" disabled={undo.isPending} onClick={onUndo}>
                <i className="bi bi-arrow-counterclockwise me-2" aria-hidden />
                {t('undo')}
              </Button>
            </p>
          )}
        </>
      )}
    </>
  );
}
