'use client';
import { useTranslations } from 'next-intl';
import { Alert, Spinner } from 'react-bootstrap';
import { useModerationQueue } from '../../api/moderation-queue';
import { ModerationItem } from './moderation-item';
import { PhotoReviewLink } from './photo-review-link';

/** The moderation queue, most urgent first (the API's order); decisions on items come in a later step. */
export function ModerationPage() {
  const t = useTranslations('Staff');
  const queue = useModerationQueue();
  return (
    <div className="container-fluid py-3">
      <PhotoReviewLink />
      <h1 className="h4">{t('moderation.title')}</h1>
      <p className="text-body-secondary small">{t('moderation.intro')}</p>
      {queue.isPending && <Spinner size="sm" role="status" aria-label={t('loading')} />}
      {queue.isError && <Alert variant="danger">{t('moderation.error')}</Alert>}
      {queue.isSuccess && queue.data.items.length === 0 && <p>{t('moderation.empty')}</p>}
      {queue.isSuccess && queue.data.items.length > 0 && (
        <ol className="list-unstyled d-grid gap-3" aria-label={t('moderation.title')}>
          {queue.data.items.map((item) => (
            <li key={item.id}>
              <ModerationItem item={item} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
