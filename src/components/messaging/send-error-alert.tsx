'use client';
import Link from 'next/link';
import { Alert } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { HttpError } from '@/lib/http-client';

/** Where a refused send leads: premium for §6's premium functions, the shop when credits run out. */
type Step = { text: 'premiumRequired' | 'insufficientCredits'; href: string; link: 'becomePremium' | 'buyCredits' };

function nextStep(error: unknown): Step | null {
  if (!(error instanceof HttpError)) return null;
  if (error.code === 'premium_required') return { text: 'premiumRequired', href: '/premium', link: 'becomePremium' };
  if (error.code === 'insufficient_credits') return { text: 'insufficientCredits', href: '/credits', link: 'buyCredits' };
  return null;
}

type Props = { error: unknown; onClose?: () => void; className?: string };

/** §6: the premium and credit alerts of the chat; any other refusal in the server's own words. */
export function SendErrorAlert({ error, onClose, className }: Props) {
  const t = useTranslations('Messaging');
  const step = nextStep(error);
  const message = step ? t(step.text) : error instanceof HttpError ? error.message : t('sendFailed');
  return (
    <Alert variant={step ? 'warning' : 'danger'} dismissible={Boolean(onClose)} onClose={onClose} className={`mb-0 py-2 small ${className ?? ''}`}>
      <span>{message}</span>
      {step && (
        <Link href={step.href} className="alert-link ms-2 text-nowrap">
          {t(step.link)}
        </Link>
      )}
    </Alert>
  );
}
