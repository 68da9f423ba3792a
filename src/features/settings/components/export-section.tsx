'use client';

import { useTranslations } from 'next-intl';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { Alert, Button, Card, Spinner } from 'react-bootstrap';
import { useExport } from '../api/get-export';
import { useRequestExport } from '../api/request-export';

/** GDPR art. 15 and 20: the member requests a ZIP of their data and downloads it once it is built. */
export function ExportSection() {
  const t = useTranslations('ExportSection');
  const dates = useDateFormat();
  const status = useExport();
  const request = useRequestExport();
  const current = status.data;
  const date = (iso: string) => dates.dateTime(new Date(iso), { dateStyle: 'long', timeStyle: 'short' });

  return (
    <Card as="section" className="mb-4 shadow-sm border-0" aria-labelledby="export-title">
      <Card.Body className="p-3 p-md-4">
        <h2 id="export-title" className="h5 fw-bold mb-3">
          <i className="bi bi-download me-2" aria-hidden />
          {t('title')}
        </h2>
        <p className="text-body-secondary">{t('intro')}</p>
        {current?.status === 'pending' && current.requested_at && (
          <p role="status">
            <Spinner size="sm" className="me-2" aria-hidden />
            {t('pending', { date: date(current.requested_at) })}
          </p>
        )}
        {current?.status === 'ready' && current.download_url && (
          <p>
            <a className="btn btn-primary me-3" href={current.download_url} download>
              {t('download')}
            </a>
            {current.expires_at && <span className="text-body-secondary small">{t('expires', { date: date(current.expires_at) })}</span>}
          </p>
        )}
        {request.error && <Alert variant="danger">{request.error.message}</Alert>}
        {current && current.status !== 'pending' && (
          <Button variant="outline-primary" onClick={() => request.mutate()} disabled={request.isPending}>
            {current.status === 'ready' ? t('requestAgain') : t('request')}
          </Button>
        )}
      </Card.Body>
    </Card>
  );
}
