'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Alert, Button } from 'react-bootstrap';
import { useCompanyInfo } from '@/lib/api/company-info';
import type { DeletionReason } from '@/shared/constants';
import { useSaveInvisible } from '../api/save-invisible';
import { useTakeRetentionOffer } from '../api/take-retention-offer';
import { paths } from '@/shared/paths';

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
  const retention = useTakeRetentionOffer();
  const router = useRouter();
  const discount = company.data?.delete_discount ?? 0;
  const offer = OFFERS[reason] === 'discount' && discount <= 0 ? 'support' : OFFERS[reason];
  const href = { notifications: paths.notifications, support: paths.info('service'), discount: null, pause: null }[offer];
  // The discount is the member's once taken: /credits then shows it in every price and the order pays it.
  const takeDiscount = () => retention.mutate(undefined, { onSuccess: () => router.push(paths.credits.packages) });
  return (
    <div>
      <h3 className="h6 fw-bold">{t('offerTitle')}</h3>
      <p>{t(`offers.${offer}`, { percent: discount / 100 })}</p>
      {pause.isSuccess && (
        <Alert variant="success" role="status">
          {t('paused')}
        </Alert>
      )}
      {retention.error && <Alert variant="danger">{retention.error.message}</Alert>}
      <div className="d-flex flex-wrap gap-2">
        {href ? (
          <Link href={href} className="btn btn-primary">
            {t(`actions.${offer}`)}
          </Link>
        ) : offer === 'discount' ? (
          <Button onClick={takeDiscount} disabled={retention.isPending || retention.isSuccess}>
            {t('actions.discount')}
          </Button>
        ) : (
          <Button onClick={() => pause.mutate(true)} disabled={pause.isPending || pause.isSuccess}>
            {t('actions.pause')}
          </Button>
        )}
        <Button variant="outline-danger" onClick={onSkip}>
          {t('skip')}
        </Button>
      </div>
    </div>
  );
}
