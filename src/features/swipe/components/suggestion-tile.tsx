'use client';
import Link from 'next/link';
import { Button } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useCountryName } from '@/lib/hooks/use-profile-labels';
import type { MatchSuggestionDto } from '@/shared/types/swipe';
import { FictionalBadge } from '@/components/fictional-badge';
import { PhotoPicture } from '@/components/photo/photo-picture';
import { TILE_PHOTO_SIZES } from '@/components/member-tile/tile-photo';
import styles from './swipe.module.css';
import { MemberName } from '@/components/member-written';
import { paths } from '@/shared/paths';

type Props = { suggestion: MatchSuggestionDto; liked: boolean; pending: boolean; onLike: () => void };

/** One match-finder suggestion: photo, name, age, place, why it fits, a like and the profile link. */
export function SuggestionTile({ suggestion, liked, pending, onLike }: Props) {
  const t = useTranslations('MatchFinder');
  const tGame = useTranslations('SwipeGame');
  const countryName = useCountryName();
  const { profile, reasons } = suggestion;
  const place = profile.region ?? countryName(profile.country);
  return (
    <article className="card h-100 border-0 shadow-sm overflow-hidden" aria-label={profile.name}>
      <div className="ratio ratio-1x1">
        {profile.main_image && (
          <PhotoPicture
            photo={profile.main_image}
            variant="thumb"
            sizes={TILE_PHOTO_SIZES}
            alt={tGame('photoAlt', { name: profile.name })}
            loading="lazy"
            className={styles.photo}
          />
        )}
      </div>
      {profile.is_fictional && <FictionalBadge className="position-absolute top-0 start-0 m-2" />}
      <div className="card-body d-flex flex-column px-3 py-2">
        <h2 className="h6 mb-0 text-truncate">
          <MemberName>{profile.name}</MemberName> <span className="fw-normal text-body-secondary">· {tGame('age', { age: profile.age })}</span>
        </h2>
        {place && <p className="small text-body-secondary mb-2 text-truncate">{place}</p>}
        <ul className="list-unstyled d-flex flex-wrap gap-1 mb-3 small">
          {reasons.map((reason) => (
            <li key={reason} className={`badge rounded-pill text-wrap text-start ${styles.reason}`}>
              {reason}
            </li>
          ))}
        </ul>
        <div className="d-grid gap-2 mt-auto">
          <Button size="sm" variant={liked ? 'outline-primary' : 'primary'} disabled={liked || pending} onClick={onLike}>
            <i className={`bi ${liked ? 'bi-check-lg' : 'bi-heart-fill'} me-1`} aria-hidden />
            {liked ? t('liked') : t('like')}
          </Button>
          <Link href={paths.members.profile(profile.id)} className="btn btn-sm btn-outline-dark" aria-label={`${t('openProfile')}: ${profile.name}`}>
            {t('openProfile')}
          </Link>
        </div>
      </div>
    </article>
  );
}
