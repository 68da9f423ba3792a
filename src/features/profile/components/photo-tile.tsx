'use client';
import { Dropdown } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import type { PhotoDto } from '@/shared/types/api';
import { InReviewBadge } from '@/components/member-tile/in-review-badge';
import { PhotoPicture } from '@/components/photo/photo-picture';
import styles from './profile.module.css';

// Three photos a row, two in the wide layout's narrower column.
const MANAGER_SIZES = '(max-width: 991.98px) 33vw, 240px';

type Props = {
  photo: PhotoDto;
  index: number;
  isMain: boolean;
  busy: boolean;
  onMakeMain: () => void;
  onTogglePrivate: () => void;
  onDelete: () => void;
};

export function PhotoTile({ photo, index, isMain, busy, onMakeMain, onTogglePrivate, onDelete }: Props) {
  const t = useTranslations('PhotoManager');
  return (
    <div className="position-relative">
      <div className="ratio ratio-1x1 rounded-3 overflow-hidden bg-body-tertiary">
        <PhotoPicture photo={photo} variant="thumb" sizes={MANAGER_SIZES} alt={t('photoAlt', { index })} className={styles.photo} />
      </div>
      <div className="position-absolute bottom-0 start-0 end-0 m-1 d-flex flex-wrap gap-1">
        {isMain && (
          <span className="badge text-bg-dark">
            <i className="bi bi-star-fill me-1" aria-hidden />
            {t('main')}
          </span>
        )}
        {photo.in_review && <InReviewBadge className="text-wrap text-start mw-100" />}
        {photo.is_private && (
          <span className="badge text-bg-light border">
            <i className="bi bi-lock-fill me-1" aria-hidden />
            {t('private')}
          </span>
        )}
      </div>
      <Dropdown className="position-absolute top-0 end-0 m-1" align="end">
        <Dropdown.Toggle
          variant="light"
          size="sm"
          className={`rounded-circle border shadow-sm ${styles.tileActions}`}
          aria-label={t('actions', { index })}
          disabled={busy}
        >
          <i className="bi bi-three-dots-vertical" aria-hidden />
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {!isMain && (
            <Dropdown.Item as="button" onClick={onMakeMain}>
              <i className="bi bi-star me-2" aria-hidden />
              {t('makeMain')}
            </Dropdown.Item>
          )}
          {!isMain && (
            <Dropdown.Item as="button" onClick={onTogglePrivate}>
              <i className={`bi ${photo.is_private ? 'bi-unlock' : 'bi-lock'} me-2`} aria-hidden />
              {photo.is_private ? t('makePublic') : t('makePrivate')}
            </Dropdown.Item>
          )}
          <Dropdown.Item as="button" className="text-danger" onClick={onDelete}>
            <i className="bi bi-trash me-2" aria-hidden />
            {t('delete')}
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
    </div>
  );
}
