'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Spinner } from 'react-bootstrap';
import type { PendingPhotoDto } from '@/shared/types/moderation';
import { usePendingPhotos, useReviewPhoto, type PhotoReviewInput } from '../../api/photo-review';
import { PendingPhotoCard } from './pending-photo-card';
import { RejectPhotoModal } from './reject-photo-modal';

/** The photo review queue: a grid of photos in review, oldest first, each approved or rejected with a reason. */
export function PhotoReviewPage() {
  const t = useTranslations('Staff');
  const queue = usePendingPhotos();
  const review = useReviewPhoto();
  const [rejecting, setRejecting] = useState<PendingPhotoDto | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const decide = (item: PendingPhotoDto, input: PhotoReviewInput, onError?: (error: unknown) => void) => {
    setFailed(null);
    review.mutate(input, {
      onSuccess: () => setDone(t(input.verdict === 'approve' ? 'photoReview.approved' : 'photoReview.rejected', { name: item.member.name })),
      onError: onError ?? ((error) => setFailed(error instanceof Error ? error.message : t('photoReview.error'))),
    });
  };
  return (
    <div className="container-fluid py-3">
      <h1 className="h4">{t('photoReview.title')}</h1>
      <p className="text-body-secondary small">{t('photoReview.intro')}</p>
      <div aria-live="polite">
        {done && (
          <Alert variant="success" className="small" onClose={() => setDone(null)} dismissible>
            {done}
          </Alert>
        )}
        {failed && (
          <Alert variant="danger" className="py-2 small">
            {failed}
          </Alert>
        )}
      </div>
      {queue.isPending && <Spinner size="sm" role="status" aria-label={t('loading')} />}
      {queue.isError && <Alert variant="danger">{t('photoReview.error')}</Alert>}
      {queue.isSuccess && queue.data.items.length === 0 && <p>{t('photoReview.empty')}</p>}
      {queue.isSuccess && queue.data.items.length > 0 && (
        <>
          <p className="small fw-semibold">{t('photoReview.count', { count: queue.data.items.length })}</p>
          <ul className="row row-cols-2 row-cols-md-3 row-cols-xl-4 row-cols-xxl-5 g-3 list-unstyled" aria-label={t('photoReview.title')}>
            {queue.data.items.map((item) => (
              <li key={item.id} className="col">
                <PendingPhotoCard
                  item={item}
                  busy={review.isPending && review.variables?.photo === item.id}
                  onApprove={() => decide(item, { photo: item.id, verdict: 'approve' })}
                  onReject={() => setRejecting(item)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {rejecting && (
        <RejectPhotoModal
          item={rejecting}
          busy={review.isPending}
          onCancel={() => setRejecting(null)}
          onReject={(reason, onError) => decide(rejecting, { photo: rejecting.id, verdict: 'reject', reason }, onError)}
          onDone={() => setRejecting(null)}
          succeeded={review.isSuccess && review.variables?.photo === rejecting.id}
        />
      )}
    </div>
  );
}
