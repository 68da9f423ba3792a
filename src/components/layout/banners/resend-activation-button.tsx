'use client';
import { useTranslations } from 'next-intl';
import { useResendActivation } from '@/lib/api/resend-activation';

/** Asks for a new activation mail; says where it went, or why not (daily limit, already confirmed). */
export function ResendActivationButton({ email }: { email: string }) {
  const t = useTranslations('Banners');
  const resend = useResendActivation();
  if (resend.isSuccess)
    return (
      <p className="mb-0 mt-2 small fw-semibold" role="status">
        {t('resent', { email })}
      </p>
    );
  return (
    <div className="mt-2">
      <button type="button" className="btn btn-outline-dark btn-sm" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {t('resend')}
      </button>
      {resend.isError && (
        <p className="mb-0 mt-1 small text-danger" role="alert">
          {resend.error.message}
        </p>
      )}
    </div>
  );
}
