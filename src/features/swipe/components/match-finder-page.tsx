'use client';
import Link from 'next/link';
import { useState } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import type { MemberCardDto } from '@/shared/types/api';
import { useMatchFinder } from '../api/get-match-finder';
import { useLikeSuggestion } from '../api/like-suggestion';
import { showLikeModal } from '@/lib/like-modal-store';
import { SuggestionTile } from './suggestion-tile';
import { paths } from '@/shared/paths';

/** §2 /match-finder: members who suit the member best, with the reasons; a like here is no swipe. */
export function MatchFinderPage() {
  const t = useTranslations('MatchFinder');
  const { data, isPending } = useMatchFinder();
  const like = useLikeSuggestion();
  const [liked, setLiked] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const onLike = (profile: MemberCardDto) => {
    setError(null);
    like.mutate(
      { profile: profile.id },
      {
        onSuccess: (answer) => {
          setLiked((old) => new Set(old).add(profile.id));
          if (answer.match) showLikeModal({ kind: 'match', profile });
        },
        onError: (err) => setError(err.message),
      },
    );
  };
  return (
    <div className="container py-4">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-1">
        <h1 className="h3 fw-bold mb-0">{t('title')}</h1>
        <Link href={paths.swipeGame}>{t('swipeLink')}</Link>
      </div>
      <p className="text-body-secondary mb-4">{t('intro')}</p>
      {error && <Alert variant="danger">{error}</Alert>}
      {isPending || !data ? (
        <div className="text-center py-5">
          <Spinner animation="border" variant="primary" />
        </div>
      ) : data.suggestions.length === 0 ? (
        <section className="text-center py-5 px-3 bg-white rounded-4 shadow-sm">
          <h2 className="h4 fw-bold">{t('emptyTitle')}</h2>
          <p className="text-body-secondary">{t('emptyText')}</p>
          <Link href={paths.profile} className="btn btn-primary">
            {t('editProfile')}
          </Link>
        </section>
      ) : (
        <div className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3">
          {data.suggestions.map((s) => (
            <div className="col" key={s.profile.id}>
              <SuggestionTile
                suggestion={s}
                liked={liked.has(s.profile.id)}
                pending={like.isPending && like.variables?.profile === s.profile.id}
                onLike={() => onLike(s.profile)}
              />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
