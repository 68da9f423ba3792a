'use client';
import { Alert, Spinner } from 'react-bootstrap';
import { useTranslations } from 'next-intl';

/** Loading and failure of a page's data, the same on every payment page. */
export function QueryState({ error }: { error: Error | null }) {
  const t = useTranslations('CreditsPage');
  if (error) return <Alert variant="danger">{error.message || t('loadFailed')}</Alert>;
  return (
    <div className="text-center py-5">
      <Spinner animation="border" variant="primary" role="status">
        <span className="visually-hidden">{t('loading')}</span>
      </Spinner>
    </div>
  );
}
