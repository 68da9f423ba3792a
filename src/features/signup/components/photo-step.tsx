'use client';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { PhotoAddTile } from '@/components/forms/photo-upload/photo-add-tile';
import { PhotoUploadPanel } from '@/components/forms/photo-upload/photo-upload-panel';
import { usePhotoUpload } from '@/components/forms/photo-upload/use-photo-upload';
import { useUser } from '@/lib/api/current-user';
import { PHOTO_MAX_BYTES } from '@/shared/constants';
import { StepActions } from './step-actions';
import type { StepProps } from './step-types';
import styles from './signup.module.scss';

/** Step 0: a profile photo, chosen and previewed the way /profile does it, then uploaded (POST /api/photos.php). */
export function PhotoStep({ onNext }: StepProps) {
  const t = useTranslations('SignupSteps');
  const tUpload = useTranslations('PhotoUpload');
  const tErrors = useTranslations('Errors');
  const { data: user } = useUser();
  const upload = usePhotoUpload(onNext);
  const existing = user?.profile.main_image?.thumb_filename ?? null;

  // "Next" uploads a chosen photo, goes on with one uploaded before, and otherwise asks for one.
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (upload.file) return void upload.upload();
    if (existing) return onNext();
    upload.setError(tErrors('photoRequired'));
  };

  return (
    <Form noValidate onSubmit={submit}>
      <h2 className="h5">{t('photoTitle')}</h2>
      <p className="text-body-secondary small">{t('photoIntro')}</p>
      {!upload.preview && (
        <div className="d-flex align-items-center gap-3">
          {existing && (
            <div className={styles.preview}>
              {/* eslint-disable-next-line @next/next/no-img-element -- the member's own thumbnail */}
              <img src={existing} alt={t('photoPreviewAlt')} />
            </div>
          )}
          <div className={styles.photoTile}>
            <PhotoAddTile disabled={upload.uploading} onChoose={upload.choose} />
          </div>
        </div>
      )}
      {!upload.preview && <p className="form-text mb-0">{tUpload('chooseHelp', { mb: PHOTO_MAX_BYTES / 1024 / 1024 })}</p>}
      <PhotoUploadPanel upload={upload} />
      <StepActions pending={upload.uploading} onSkip={onNext} />
    </Form>
  );
}
