'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { HttpError, isApiError } from '@/lib/http-client';
import { paths } from '@/shared/paths';

/** Where a refused send leads: premium for §6's premium functions, the shop when credits run out. */
type Step = { text: 'premiumRequired' | 'insufficientCredits'; href: string; link: 'becomePremium' | 'buyCredits' };

function nextStep(error: unknown): Step | null {
  if (isApiError(error, 'premium_required')) return { text: 'premiumRequired', href: paths.premium, link: 'becomePremium' };
  if (isApiError(error, 'insufficient_credits')) return { text: 'insufficientCredits', href: paths.credits.packages, link: 'buyCredits' };
  return null;
}

type Props = { error: unknown; onClose?: () => void; className?: string; note?: string };

/**
 * §6: the premium and credit alerts of the chat, as an invitation with its button (the free limit is
 * a step up, not a failure); any other refusal in the server's own words. `note` says what became
 * of what the member was sending.
 */
export function SendErrorAlert({ error, onClose, className, note }: Props) {
  const t = useTranslations('Messaging');
  const step = nextStep(error);
  const message = step ? t(step.text) : error instanceof HttpError ? error.message : t('sendFailed');
  return (
    <div
      className={`alert ${step ? 'alert-primary' : 'alert-danger'} ${onClose ? 'alert-dismissible' : ''} mb-0 py-2 small ${className ?? ''}`}
      role={step ? 'status' : 'alert'}
    >
      <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-2">
        <div className="flex-grow-1">
          <span className="d-block">{message}</span>
          {step && note && <span className="d-block text-body-secondary">{note}</span>}
        </div>
        {step && (
          <Link href={step.href} className="btn btn-primary btn-sm text-nowrap">
            {t(step.link)}
          </Link>
        )}
      </div>
      {onClose && <button type="button" className="btn-close" aria-label={t('close')} onClick={onClose} />}
    </div>
  );
}
