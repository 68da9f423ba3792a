'use client';
import { useTranslations } from 'next-intl';
import { PHOTO_TYPES } from '@/shared/constants';
import styles from '../profile-fields.module.css';

type Props = { disabled: boolean; onChoose: (file: File | null) => void };

/** A dashed tile that opens the file chooser; the real input stays focusable for keyboards. */
export function PhotoAddTile({ disabled, onChoose }: Props) {
  const t = useTranslations('PhotoUpload');
  return (
    <label className={`ratio ratio-1x1 rounded-3 d-block ${styles.addTile}`}>
      <span className="d-flex flex-column align-items-center justify-content-center text-center p-2">
        <i className="bi bi-plus-circle fs-3" aria-hidden />
        <span className="small fw-semibold mt-1">{t('add')}</span>
      </span>
      <input
        type="file"
        accept={PHOTO_TYPES.join(',')}
        className="visually-hidden"
        aria-label={t('choose')}
        disabled={disabled}
        onChange={(e) => {
          onChoose(e.target.files?.[0] ?? null);
          e.target.value = '';
        }}
      />
    </label>
  );
}
