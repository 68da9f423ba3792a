'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useUploadPhoto, type UploadPhotoInput } from '@/lib/api/upload-photo';
import { HttpError } from '@/lib/http-client';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@/shared/constants';

const ACCEPTED: readonly string[] = PHOTO_TYPES;

/** Where a chosen photo goes: a mutation taking the file and its private flag. */
export type PhotoSender = { mutateAsync: (input: UploadPhotoInput) => Promise<unknown>; isPending: boolean };

/**
 * A chosen photo with its preview, checked here first (type, size) and by content on the server, then
 * uploaded; `onUploaded` runs after a successful upload.
 */
export function usePhotoUpload(onUploaded: () => void) {
  return usePhotoUploadTo(useUploadPhoto(), onUploaded);
}

/** The same choice, preview and checks for a photo that goes elsewhere (the back office's own profiles). */
export function usePhotoUploadTo(mutation: PhotoSender, onUploaded: () => void) {
  const tErrors = useTranslations('Errors');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [isPrivate, setPrivate] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The preview is an object URL of the local file; release it when it is replaced or the page goes.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (chosen: File | null) => {
    setError(null);
    if (!chosen) return;
    if (!ACCEPTED.includes(chosen.type)) return setError(tErrors('photoType'));
    if (chosen.size > PHOTO_MAX_BYTES) return setError(tErrors('photoTooLarge', { mb: PHOTO_MAX_BYTES / 1024 / 1024 }));
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };
  const cancel = () => {
    setFile(null);
    setPreview(null);
    setPrivate(false);
    setError(null);
  };
  const upload = async () => {
    if (!file) return;
    try {
      await mutation.mutateAsync({ file, isPrivate });
      cancel();
      onUploaded();
    } catch (err) {
      setError(err instanceof HttpError ? (err.fields.photo ?? err.message) : tErrors('generic'));
    }
  };

  return { file, preview, isPrivate, setPrivate, error, setError, uploading: mutation.isPending, choose, cancel, upload };
}

export type PhotoUpload = ReturnType<typeof usePhotoUpload>;
