'use client';
import { useTranslations } from 'next-intl';
import type { PartnerTileDto } from '@/shared/types/partners';
import { TilePhoto, tileClassName } from '@/components/member-tile/tile-photo';
import styles from './partner-tile.module.css';

/**
 * §1 live-cam profile tile: a live performer (cam) or a partner network's profile (resell) between the
 * members. Always labelled as partner content, never a member: no like, no chat; the card opens the
 * partner's own page in a new tab.
 */
export function PartnerTile({ tile }: { tile: PartnerTileDto }) {
  const t = useTranslations('PartnerTile');
  const tm = useTranslations('MemberCard');
  return (
    <article className={`${tileClassName} ${styles.partner}`} data-partner-tile={tile.kind}>
      <TilePhoto src={tile.image_url} alt={tm('photoAlt', { name: tile.name })} noPhotoLabel={tile.name} />
      {tile.live && (
        <span className={`badge position-absolute top-0 start-0 m-2 ${styles.live}`}>
          <span className={styles.liveDot} aria-hidden />
          {t('live')}
        </span>
      )}
      <span className={`badge position-absolute top-0 end-0 m-2 ${styles.label}`}>{t('label')}</span>
      <div className="card-body px-2 py-2">
        <h3 className="h6 mb-0 d-flex align-items-center gap-1">
          <a href={tile.link} target="_blank" rel="sponsored noopener" className="stretched-link text-reset text-decoration-none text-truncate">
            {tile.name}
            <span className="visually-hidden">
              {' '}
              ({t('label')}, {t('newTab')})
            </span>
          </a>
          {tile.age !== null && <span className="fw-normal text-body-secondary text-nowrap">· {tm('age', { age: tile.age })}</span>}
        </h3>
        <p className={`small mb-0 text-truncate ${styles.action}`}>
          <i className={`bi ${tile.kind === 'cam' ? 'bi-camera-video' : 'bi-box-arrow-up-right'} me-1`} aria-hidden />
          {tile.kind === 'cam' ? t('watchLive') : (tile.place ?? t('viewProfile'))}
        </p>
      </div>
    </article>
  );
}
