'use client';
import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import { PhotoAddTile } from '@/components/forms/photo-upload/photo-add-tile';
import { PhotoUploadPanel } from '@/components/forms/photo-upload/photo-upload-panel';
import { usePhotoUploadTo } from '@/components/forms/photo-upload/use-photo-upload';
import type { FictionalProfileDetailDto } from '@/shared/types/staff';
import { useUploadFictionalPhoto } from '../../api/profiles';
import { FormCard } from './form-card';
import styles from './profiles.module.scss';

type Props = { profile: FictionalProfileDetailDto; canEdit: boolean };

/** The profile's photos; admins add one through the members' upload (preview, checks, private option). */
export function ProfilePhotos({ profile, canEdit }: Props) {
  const t = useTranslations('Staff.profiles');
  const upload = usePhotoUploadTo(useUploadFictionalPhoto(profile.id), () => undefined);
  const full = profile.photos.length >= profile.photo_limit;
  return (
    <FormCard id="own-profile-photos-section" title={t('sectionPhotos')}>
      {profile.photos.length === 0 && !canEdit && <p className="text-body-secondary small mb-0">{t('photosEmpty')}</p>}
      <div className={styles.photoGrid}>
        {profile.photos.map((photo, index) => (
          <figure key={photo.id} className="position-relative ratio ratio-1x1 rounded-3 overflow-hidden m-0 bg-light">
            {/* eslint-disable-next-line @next/next/no-img-element -- photos are already resized thumbnails */}
            <img src={photo.thumb_filename} alt={t('photoAlt', { index: index + 1, name: profile.name })} className={styles.photo} />
            <figcaption className="d-flex gap-1 p-1 align-items-start">
              {profile.main_image?.id === photo.id && <Badge bg="dark">{t('mainPhoto')}</Badge>}
              {photo.is_private && <Badge bg="secondary">{t('private')}</Badge>}
            </figcaption>
          </figure>
        ))}
        {canEdit && !full && !upload.preview && <PhotoAddTile disabled={upload.uploading} onChoose={upload.choose} />}
      </div>
      {canEdit && <PhotoUploadPanel upload={upload} allowPrivate />}
    </FormCard>
  );
}
