import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { userQueryKey } from '@/lib/api/current-user';
import type { PhotoDto } from '@/shared/types/api';

/** POST /api/photos.php (multipart "photo"); the first photo becomes the main photo. */
export async function uploadPhoto(file: File): Promise<PhotoDto> {
  const body = new FormData();
  body.set('photo', file);
  return (await http<{ photo: PhotoDto }>('/api/photos.php', { method: 'POST', body })).photo;
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
