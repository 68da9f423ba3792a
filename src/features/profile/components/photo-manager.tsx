'use client';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { PhotoAddTile } from '@/components/forms/photo-upload/photo-add-tile';
import { PhotoUploadPanel } from '@/components/forms/photo-upload/photo-upload-panel';
import { usePhotoUpload } from '@/components/forms/photo-upload/use-photo-upload';
import { HttpError } from '@/lib/http-client';
import { PHOTO_LIMIT_PREMIUM, PHOTO_MAX_BYTES } from '@/shared/constants';
import type { OwnProfileDto } from '@/shared/types/api';
import { useDeletePhoto } from '../api/delete-photo';
import { refreshOwnData } from '../api/refresh-own-data';
import { useUpdatePhoto } from '../api/update-photo';
import { DeletePhotoModal } from './delete-photo-modal';
import { PhotoTile } from './photo-tile';

type Props = { profile: OwnProfileDto; onNotice: (message: string) => void };

/** §1/§6 photos: free members 3, premium 25; main first, private ones marked. */
export function PhotoManager({ profile, onNotice }: Props) {
  const t = useTranslations('PhotoManager');
  const tUpload = useTranslations('PhotoUpload');
  const [deleting, setDeleting] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const upload = usePhotoUpload(() => {
    void refreshOwnData(queryClient);
    onNotice(t('uploaded'));
  });
  const update = useUpdatePhoto();
  const remove = useDeletePhoto();
  const mainId = profile.main_image?.id ?? null;
  const photos = [...profile.photos].sort((a, b) => Number(b.id === mainId) - Number(a.id === mainId));
  const atLimit = photos.length >= profile.photo_limit;
  const fail = (error: unknown) => setActionError(error instanceof HttpError ? error.message : String(error));
  const act = (run: Promise<unknown>) => {
    setActionError(null);
    run.catch(fail);
  };
  const confirmDelete = () => {
    if (deleting === null) return;
    remove.mutateAsync(deleting).then(
      () => setDeleting(null),
      (error) => {
        setDeleting(null);
        fail(error);
      },
    );
  };

  return (
    <section className="card border-0 shadow-sm" aria-labelledby="photos-title">
      <div className="card-body p-3 p-md-4">
        <div className="d-flex justify-content-between align-items-baseline mb-3">
          <h2 id="photos-title" className="h5 fw-bold mb-0">
            {t('title')}
          </h2>
          <span className="small fw-semibold text-body-secondary">{t('count', { count: photos.length, limit: profile.photo_limit })}</span>
        </div>
        {photos.length === 0 && <p className="small text-body-secondary">{t('empty')}</p>}
        <ul className="row row-cols-3 row-cols-lg-2 g-2 list-unstyled mb-0">
          {photos.map((photo, i) => (
            <li key={photo.id} className="col">
              <PhotoTile
                photo={photo}
                index={i + 1}
                isMain={photo.id === mainId}
                busy={update.isPending || remove.isPending}
                onMakeMain={() => act(update.mutateAsync({ id: photo.id, main: true }))}
                onTogglePrivate={() => act(update.mutateAsync({ id: photo.id, is_private: !photo.is_private }))}
                onDelete={() => setDeleting(photo.id)}
              />
            </li>
          ))}
          {!atLimit && !upload.preview && (
            <li className="col">
              <PhotoAddTile disabled={upload.uploading} onChoose={upload.choose} />
            </li>
          )}
        </ul>
        {!atLimit && <p className="small text-body-secondary mt-2 mb-0">{tUpload('chooseHelp', { mb: PHOTO_MAX_BYTES / 1024 / 1024 })}</p>}
        <PhotoUploadPanel upload={upload} allowPrivate />
        {actionError && (
          <Alert variant="danger" className="small mt-3 mb-0" role="alert">
            {actionError}
          </Alert>
        )}
        {atLimit && (
          <Alert variant="light" className="border small mt-3 mb-0">
            <p className="fw-bold mb-1">
              <i className="bi bi-images me-2" aria-hidden />
              {t('limitReached')}
            </p>
            {profile.photo_limit < PHOTO_LIMIT_PREMIUM && <p className="mb-0">{t('premiumHint', { max: PHOTO_LIMIT_PREMIUM })}</p>}
          </Alert>
        )}
      </div>
      <DeletePhotoModal show={deleting !== null} deleting={remove.isPending} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} />
    </section>
  );
}
