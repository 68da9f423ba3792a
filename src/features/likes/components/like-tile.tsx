'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { tileHref, type LikeEntry, type LikesTab } from '../likes-tabs';
import styles from './likes.module.css';
import { MemberName } from '@/components/member-written';
import { TilePhoto, tileClassName } from '@/components/member-tile/tile-photo';

/** One member on the likes page: photo, name and age, "new" for an unopened like, a heart for a match. */
export function LikeTile({ like, tab }: { like: LikeEntry; tab: LikesTab }) {
  const t = useTranslations('LikesPage');
  return (
    <article className={tileClassName}>
      <TilePhoto photo={like.main_image} alt={t('photoAlt', { name: like.name })} noPhotoLabel={t('noPhoto', { name: like.name })} />
      {like.like_new && <span className={`badge position-absolute top-0 start-0 m-2 ${styles.newBadge}`}>{t('new')}</span>}
      <div className="card-body px-2 py-2">
        <h3 className="h6 mb-0 d-flex align-items-center gap-1">
          <Link href={tileHref(tab, like.id)} className="stretched-link text-reset text-decoration-none text-truncate">
            <MemberName>{like.name}</MemberName>
          </Link>
          <span className="fw-normal text-body-secondary text-nowrap">· {t('age', { age: like.age })}</span>
          {like.match && tab !== 'matches' && <i className={`bi bi-heart-fill ms-auto ${styles.matchMark}`} role="img" aria-label={t('match')} />}
        </h3>
      </div>
    </article>
  );
}
