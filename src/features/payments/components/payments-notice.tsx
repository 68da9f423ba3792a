'use client';
import { Alert } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import type { PaymentsKind } from '@/shared/types/payments';

/**
 * Above the credit pages: on a deployment without a payment provider, that nothing can be bought yet;
 * with the built-in simulator, that every payment is a test payment. Real payments need no word.
 */
export function PaymentsNotice({ kind }: { kind: PaymentsKind }) {
  const t = useTranslations('PaymentsNotice');
  if (kind === 'real') return null;
  if (kind === 'unavailable') {
    return <Alert variant="warning">{t('unavailable')}</Alert>;
  }
  return (
    <Alert variant="info" className="d-flex gap-2 align-items-start">
      <TestPaymentBadge />
      <span>{t('simulated')}</span>
    </Alert>
  );
}

/** The label of a simulated checkout's order: no money moved. */
export function TestPaymentBadge() {
  const t = useTranslations('PaymentsNotice');
  return <span className="badge text-bg-warning text-wrap">{t('testPayment')}</span>;
}
