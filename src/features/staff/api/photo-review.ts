import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { PhotoVerdict } from '@/shared/schemas/photo-review';
import type { PendingPhotosDto, PhotoReviewDto } from '@/shared/types/moderation';
import { staffKeys } from '../query-keys';

/** GET /api/staff/photos.php: the photos awaiting review, oldest first (moderators, admins). */
export const getPendingPhotos = () => http<PendingPhotosDto>('/api/staff/photos.php');

export const pendingPhotosQueryOptions = () => queryOptions({ queryKey: staffKeys.pendingPhotos, queryFn: getPendingPhotos, staleTime: 30_000 });

export function usePendingPhotos() {
  return useQuery(pendingPhotosQueryOptions());
}

export type PhotoReviewInput = { photo: number; verdict: PhotoVerdict; reason?: string };

/** POST /api/staff/photo-review.php {photo, verdict, reason?}. */
export const reviewPhoto = (input: PhotoReviewInput) => http<PhotoReviewDto>('/api/staff/photo-review.php', { method: 'POST', body: input });

/** A verdict; the decided photo leaves the queue at once, and the queue is read again (others may have decided too). */
export function useReviewPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewPhoto,
    onSettled: (_, __, input) => {
      queryClient.setQueryData<PendingPhotosDto>(
        staffKeys.pendingPhotos,
        (queue) => queue && { ...queue, items: queue.items.filter((item) => item.id !== input.photo) },
      );
      return queryClient.invalidateQueries({ queryKey: staffKeys.pendingPhotos });
    },
  });
}
