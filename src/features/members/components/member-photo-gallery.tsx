'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { PhotoDto } from '@/shared/types/api';
import { MemberPhotoPlaceholder } from '@/components/member-tile/member-photo-placeholder';
import { InReviewBadge } from '@/components/member-tile/in-review-badge';
import { PhotoPicture } from '@/components/photo/photo-picture';
import styles from './members.module.css';

// The strip under the photo: 4 thumbnails a row on phones, 5 in the column beside the profile.
const STRIP_SIZES = '(max-width: 575.98px) 25vw, 100px';

type Props = { name: string; photos: PhotoDto[]; mainId: number | null; lockedCount: number };

/** The main photo first, then the others oldest first; locked ones shown as a tile with their count. */
export function MemberPhotoGallery({ name, photos, mainId, lockedCount }: Props) {
  const t = useTranslations('MemberProfile');
  const ordered = [...photos].sort((a, b) => Number(b.id === mainId) - Number(a.id === mainId));
  const [index, setIndex] = useState(0);
  const current = ordered[Math.min(index, ordered.length - 1)];
  const step = (delta: number) => setIndex((i) => (i + delta + ordered.length) % ordered.length);

  return (
    <section aria-label={t('photos')}>
      <div className="position-relative">
        <div className="ratio ratio-1x1 rounded-4 overflow-hidden shadow-sm bg-white">
          {current ? (
            // The main photo is the page's largest paint.
            <PhotoPicture photo={current} variant="main" alt={t('photoAlt', { index: index + 1, name })} fetchPriority="high" className={styles.photo} />
          ) : (
            <MemberPhotoPlaceholder label={t('noPhoto', { name })} />
          )}
        </div>
        {/* Only the owner is sent photos in review: this is their own preview. */}
        {current?.in_review && <InReviewBadge className="position-absolute top-0 start-0 m-2" />}
        {ordered.length > 1 && (
          <>
            <button type="button" className={`${styles.photoNav} start-0 ms-2`} onClick={() => step(-1)} aria-label={t('previousPhoto')}>
              <i className="bi bi-chevron-left" aria-hidden />
            </button>
            <button type="button" className={`${styles.photoNav} end-0 me-2`} onClick={() => step(1)} aria-label={t('nextPhoto')}>
              <i className="bi bi-chevron-right" aria-hidden />
            </button>
            <span className={styles.photoCounter} aria-hidden>
              {index + 1} / {ordered.length}
            </span>
          </>
        )}
      </div>
      {(ordered.length > 1 || lockedCount > 0) && (
        <ul className="row row-cols-4 row-cols-sm-5 g-2 list-unstyled mt-2 mb-0">
          {ordered.length > 1 &&
            ordered.map((photo, i) => (
              <li key={photo.id} className="col">
                <button
                  type="button"
                  className={`ratio ratio-1x1 d-block w-100 p-0 border-0 rounded-3 overflow-hidden ${i === index ? styles.thumbActive : styles.thumb}`}
                  onClick={() => setIndex(i)}
                  aria-label={t('showPhoto', { index: i + 1 })}
                  aria-pressed={i === index}
                >
                  <PhotoPicture photo={photo} variant="thumb" sizes={STRIP_SIZES} alt="" className={styles.photo} loading="lazy" />
                </button>
              </li>
            ))}
          {lockedCount > 0 && (
            <li className="col">
              <div className={`ratio ratio-1x1 rounded-3 ${styles.lockedTile}`} aria-hidden>
                <div className="d-flex flex-column align-items-center justify-content-center">
                  <i className="bi bi-lock-fill fs-5" />
                  <span className="small fw-bold">+{lockedCount}</span>
                </div>
              </div>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
