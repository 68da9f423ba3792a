'use client';
import { useTranslations } from 'next-intl';
import { Alert } from 'react-bootstrap';
import type { ChainCheck } from '@/shared/types/staff';

/** Whether every row still links to the one before it: a removed or edited row breaks the chain. */
export function ChainBanner({ chain }: { chain: ChainCheck }) {
  const t = useTranslations('Staff');
  if (chain.ok) {
    return (
      <Alert variant="success" className="py-2" role="status">
        <i className="bi bi-shield-check me-2" aria-hidden />
        {t('chainIntact', { count: chain.rows })}
      </Alert>
    );
  }
  return (
    <Alert variant="danger" className="py-2 fw-semibold" role="alert">
      <i className="bi bi-shield-exclamation me-2" aria-hidden />
      {t('chainBroken', { row: chain.broken_at ?? 0 })}
    </Alert>
  );
}
