import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { PhotoDto } from '@/shared/types/api';
import { userQueryKey } from './query-keys';

export type UploadPhotoInput = { file: File; isPrivate: boolean };

/**
 * POST /api/photos.php (multipart "photo", optional "private"): the first photo becomes the main
 * photo; 409 photo_limit at the §6 limit.
 */
export async function uploadPhoto({ file, isPrivate }: UploadPhotoInput): Promise<PhotoDto> {
  const form = new FormData();
  form.set('photo', file);
  if (isPrivate) form.set('private', 'true');
  return (await http<{ photo: PhotoDto }>('/api/photos.php', { method: 'POST', body: form })).photo;
}

/** Refreshes the member afterwards: the main photo shows in the navigation and the photo banner. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadPhoto, onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }) });
}
