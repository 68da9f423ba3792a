'use client';
import { Alert, Button, Form, ProgressBar } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import type { PhotoUpload } from './use-photo-upload';
import styles from '../profile-fields.module.css';

type Props = {
  upload: PhotoUpload;
  /** Profile photos may be private (§6: premium members only see them); a first signup photo may not. */
  allowPrivate?: boolean;
};

/**
 * Preview of the chosen photo, the private option where allowed, progress while it uploads, and what
 * went wrong (a refused file shows even before there is a preview).
 */
export function PhotoUploadPanel({ upload, allowPrivate = false }: Props) {
  const t = useTranslations('PhotoUpload');
  const error = upload.error && (
    <Alert variant="danger" className="small mt-3 mb-0" role="alert">
      {upload.error}
    </Alert>
  );
  if (!upload.preview) return error || null;
  return (
    <div className="border rounded-3 p-3 mt-3 bg-white">
      <div className="d-flex gap-3 align-items-start">
        <div className="ratio ratio-1x1 rounded-3 overflow-hidden flex-shrink-0" style={{ width: 96 }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL */}
          <img src={upload.preview} alt={t('previewAlt')} className={styles.photo} />
        </div>
        <div className="flex-grow-1 min-w-0">
          <p className="small fw-semibold text-truncate mb-2">{upload.file?.name}</p>
          {allowPrivate && (
            <>
              <Form.Check
                id="photo-private"
                type="switch"
                label={t('privateUpload')}
                checked={upload.isPrivate}
                disabled={upload.uploading}
                onChange={(e) => upload.setPrivate(e.target.checked)}
                aria-describedby="photo-private-help"
              />
              <p id="photo-private-help" className="small text-body-secondary mb-0">
                {t('privateHelp')}
              </p>
            </>
          )}
        </div>
      </div>
      {upload.uploading && (
        // fetch() reports no upload progress: an animated bar shows the upload is under way.
        <ProgressBar animated now={100} className="mt-3" label={t('uploading')} aria-label={t('uploading')} />
      )}
      <div className="d-flex justify-content-end gap-2 mt-3">
        <Button variant="outline-dark" size="sm" onClick={upload.cancel} disabled={upload.uploading}>
          {t('cancel')}
        </Button>
        <Button size="sm" className={`fw-bold`} onClick={() => void upload.upload()} disabled={upload.uploading}>
          <i className="bi bi-cloud-arrow-up me-1" aria-hidden />
          {upload.uploading ? t('uploading') : t('upload')}
        </Button>
      </div>
      {error}
    </div>
  );
}
