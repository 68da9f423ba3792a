'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Alert, Button } from 'react-bootstrap';
import { useCompanyInfo } from '@/lib/api/company-info';
import type { DeletionReason } from '@/shared/constants';
import { useSaveInvisible } from '../api/save-invisible';

type Offer = 'pause' | 'notifications' | 'support' | 'discount';

// The answer to each reason: often a pause or help solves it without leaving (§3).
const OFFERS: Record<DeletionReason, Offer> = {
  price: 'discount',
  found_someone: 'pause',
  not_looking: 'pause',
  time: 'notifications',
  site_problems: 'support',
  no_members: 'support',
  other: 'support',
};

/** The solution for the chosen reason, with one button that skips it and goes on to deleting. */
export function DeletionOffer({ reason, onSkip }: { reason: DeletionReason; onSkip: () => void }) {
  const t = useTranslations('AccountDeletion');
  const company = useCompanyInfo();
  const pause = useSaveInvisible();
  const discount = company.data?.delete_discount ?? 0;
  const offer = OFFERS[reason] === 'discount' && discount <= 0 ? 'support' : OFFERS[reason];
  const href = { notifications: '/notifications', support: '/service', discount: '/credits', pause: null }[offer];
  return (
    <div>
      <h3 className="h6 fw-bold">{t('offerTitle')}</h3>
      <p>{t(`offers.${offer}`, { percent: discount })}</p>
      {pause.isSuccess && <Alert variant="success" role="status">{t('paused')}</Alert>}
      <div className="d-flex flex-wrap gap-2">
        {href ? (
          <Link href={href} className="btn btn-primary">{t(`actions.${offer}`)}</Link>
        ) : (
          <Button onClick={() => pause.mutate(true)} disabled={pause.isPending || pause.isSuccess}>{t('actions.pause')}</Button>
        )}
        <Button variant="outline-danger" onClick={onSkip}>{t('skip')}</Button>
      </div>
    </div>
  );
}
