'use client';
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { HttpError, isApiError } from '@/lib/http-client';
import { useBlockMember } from '@/lib/api/block-member';
import { BlockConfirmModal, ReportMemberModal } from '@/components/member-safety/lazy-safety-dialogs';
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
  const router = useRouter();
  const [open, setOpen] = useState<'block' | 'report' | null>(null);
  const block = useBlockMember();
  const blockError = block.error ? (block.error instanceof HttpError ? block.error.message : t('failed')) : null;
  const confirmBlock = () => block.mutate(id, { onSuccess: () => (setOpen(null), router.refresh()) });
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
        {blockError && !open && (
          <div className="alert alert-danger small" role="alert">
            {blockError}
          </div>
        )}
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <button className="btn btn-outline-dark" type="button" onClick={() => setOpen('report')}>
            <i className="bi bi-flag me-2" aria-hidden />
            {t('report')}
          </button>
          <button className="btn btn-outline-dark" type="button" onClick={() => (block.reset(), setOpen('block'))}>
            <i className="bi bi-slash-circle me-2" aria-hidden />
            {t('block')}
          </button>
        </div>
      </div>
      <BlockConfirmModal
        name={name}
        show={open === 'block'}
        blocking={block.isPending}
        error={blockError}
        onCancel={() => setOpen(null)}
        onConfirm={confirmBlock}
      />
      <ReportMemberModal id={id} name={name} show={open === 'report'} onHide={() => setOpen(null)} onBlock={() => setOpen('block')} />
    </div>
  );
}
