import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { refreshOwnData } from './refresh-own-data';

/** DELETE /api/photos.php { id }: the next public photo becomes main when the main one goes. */
export async function deletePhoto(id: number): Promise<void> {
  await http('/api/photos.php', { method: 'DELETE', body: { id } });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePhoto, onSuccess: () => refreshOwnData(queryClient) });
}
