'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { isApiError } from '@/lib/http-client';
import { useMemberSafety } from '@/components/member-safety/use-member-safety';
import { paths } from '@/shared/paths';

export type UnavailableReason = 'not_confirmed' | 'hidden';
type Props = { id: number; name: string; reason: UnavailableReason };

/** The view's props from a failed GET /api/member.php, when the profile is one a chat partner cannot see. */
export function unavailableViewOf(error: unknown): Props | null {
  if (!isApiError(error, 'profile_unavailable')) return null;
  const details = error.body.details ?? {};
  return { id: Number(details.id), name: String(details.name), reason: details.reason === 'not_confirmed' ? 'not_confirmed' : 'hidden' };
}

/**
 * A chat partner's profile that others cannot see (unconfirmed, §4, or hidden): it says why instead
 * of a missing page, and still lets the member report or block them (§6).
 */
export function MemberUnavailableView({ id, name, reason }: Props) {
  const t = useTranslations('MemberSafety');
  const safety = useMemberSafety({ id, name });
  return (
    <div className="container py-4">
      <Link href={paths.members.chat(id)} className="d-inline-block mb-3 small">
        <i className="bi bi-arrow-left me-1" aria-hidden />
        {t('backToChat')}
      </Link>
      <div className="mx-auto text-center py-4" style={{ maxWidth: '34rem' }}>
        <i className="bi bi-eye-slash d-block mb-3 text-body-secondary" style={{ fontSize: '3rem' }} aria-hidden />
        <h1 className="h4 fw-bold">{reason === 'not_confirmed' ? t('unavailableNotConfirmed', { name }) : t('unavailableHidden', { name })}</h1>
        <p className="text-body-secondary">{t('unavailableText', { name })}</p>
        {safety.blockError && !safety.dialogOpen && (
          <div className="alert alert-danger small" role="alert">
            {safety.blockError}
          </div>
        )}
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <button className="btn btn-outline-dark" type="button" onClick={safety.openReport}>
            <i className="bi bi-flag me-2" aria-hidden />
            {t('report')}
          </button>
          <button className="btn btn-outline-dark" type="button" onClick={safety.openBlock}>
            <i className="bi bi-slash-circle me-2" aria-hidden />
            {t('block')}
          </button>
        </div>
      </div>
      {safety.dialogs}
    </div>
  );
}
