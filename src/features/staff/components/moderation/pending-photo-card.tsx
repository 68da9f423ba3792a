'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Badge, Button, Card, Spinner } from 'react-bootstrap';
import type { PendingPhotoDto } from '@/shared/types/moderation';
import { formatDateTimeToMinute } from '../../format';

type Props = { item: PendingPhotoDto; busy: boolean; onApprove: () => void; onReject: () => void };

/** One photo in review: the image as uploaded, whose it is, where and when, and the two verdicts. */
export function PendingPhotoCard({ item, busy, onApprove, onReject }: Props) {
  const t = useTranslations('Staff');
  const locale = useLocale();
  return (
    <Card className="h-100">
      <a href={item.image} target="_blank" rel="noreferrer" className="ratio ratio-1x1 bg-body-tertiary d-block rounded-top overflow-hidden">
        {/* eslint-disable-next-line @next/next/no-img-element -- signed square thumbnails from the server */}
        <img src={item.thumb} alt={t('photoReview.photoAlt', { name: item.member.name })} className="w-100 h-100 object-fit-cover" />
      </a>
      <Card.Body className="p-2 small">
        <p className="fw-semibold mb-0 text-truncate">
          {item.member.name} <span className="text-body-secondary fw-normal">#{item.member.id}</span>
        </p>
        <p className="text-body-secondary mb-0 text-truncate">
          {item.site.name} · {item.member.language} · {formatDateTimeToMinute(item.uploaded_at, locale)}
        </p>
        {item.is_private && <Badge bg="secondary">{t('photoReview.private')}</Badge>}
      </Card.Body>
      <Card.Footer className="p-2 d-flex gap-2">
        <Button size="sm" variant="success" className="flex-fill text-nowrap" disabled={busy} onClick={onApprove}>
          {busy ? <Spinner size="sm" aria-hidden /> : <i className="bi bi-check-lg me-1" aria-hidden />}
          {t('photoReview.approve')}
        </Button>
        <Button size="sm" variant="outline-danger" className="flex-fill text-nowrap" disabled={busy} onClick={onReject}>
          <i className="bi bi-x-lg me-1" aria-hidden />
          {t('photoReview.reject')}
        </Button>
      </Card.Footer>
    </Card>
  );
}
