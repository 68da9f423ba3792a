import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { refreshOwnData } from './refresh-own-data';

export type UpdatePhotoInput = { id: number; main: true } | { id: number; is_private: boolean };

/** PUT /api/photos.php: make a photo the main one (which also makes it public) or toggle private. */
export async function updatePhoto(input: UpdatePhotoInput): Promise<void> {
  await http('/api/photos.php', { method: 'PUT', body: input });
}

export function useUpdatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePhoto, onSuccess: () => refreshOwnData(queryClient) });
}
