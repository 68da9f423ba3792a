'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Form } from 'react-bootstrap';
import { useUser } from '@/lib/api/current-user';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { PHOTO_MAX_BYTES } from '@/shared/constants';
import { useUploadPhoto } from '../api/upload-photo';
import { StepActions } from './step-actions';
import type { StepProps } from './step-types';
import styles from './signup.module.scss';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024;

/** Reads the chosen file as a data URL for the preview (nothing to revoke afterwards). */
function readPreview(file: File, onRead: (url: string) => void): void {
  const reader = new FileReader();
  reader.onload = () => typeof reader.result === 'string' && onRead(reader.result);
  reader.readAsDataURL(file);
}

/** Step 0: a profile photo, with a preview before the upload (POST /api/photos.php). */
export function PhotoStep({ onNext }: StepProps) {
  const t = useTranslations('SignupSteps');
  const { data: user } = useUser();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useUploadPhoto();
  const errors = useFormErrors();
  const existing = user?.profile.main_image?.thumb_filename ?? null;

  const choose = (chosen: File | null) => {
    errors.clear();
    setFile(chosen);
    setPreview(null);
    if (!chosen) return;
    if (chosen.size > PHOTO_MAX_BYTES) errors.setField('photo', 'photoTooLarge', { mb: MAX_MB });
    else readPreview(chosen, setPreview);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return existing ? onNext() : errors.setField('photo', 'photoRequired');
    if (errors.fields.photo) return;
    upload.mutate(file, { onSuccess: onNext, onError: errors.fromError });
  };

  const shown = preview ?? existing;
  return (
    <Form noValidate onSubmit={submit}>
      <h2 className="h5">{t('photoTitle')}</h2>
      <p className="text-body-secondary small">{t('photoIntro')}</p>
      {errors.alert && <Alert variant="danger">{errors.alert}</Alert>}
      <div className="d-flex flex-column flex-sm-row align-items-center gap-3">
        <div className={styles.preview}>
          {shown ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local data: preview, nothing to optimise
            <img src={shown} alt={t('photoPreviewAlt')} />
          ) : (
            <i className="bi bi-person-bounding-box" aria-hidden />
          )}
        </div>
        <Form.Group controlId="signup-photo" className="flex-grow-1 w-100">
          <Form.Label>{t('photoLabel')}</Form.Label>
          <Form.Control
            type="file"
            accept={ACCEPT}
            isInvalid={Boolean(errors.fields.photo)}
            onChange={(e) => choose((e.target as HTMLInputElement).files?.[0] ?? null)}
          />
          <Form.Text>{t('photoHelp', { mb: MAX_MB })}</Form.Text>
          <Form.Control.Feedback type="invalid">{errors.fields.photo}</Form.Control.Feedback>
        </Form.Group>
      </div>
      <StepActions pending={upload.isPending} onSkip={onNext} submitLabel={file ? t('upload') : undefined} />
    </Form>
  );
}
