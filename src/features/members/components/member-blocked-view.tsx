'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { HttpError, isApiError } from '@/lib/http-client';
import { useUnblockMember } from '../api/unblock-member';
import { BackToSearchLink } from './back-to-search-link';
import { ReportMemberModal } from '@/components/member-safety/lazy-safety-dialogs';

type Props = { id: number; name: string; blockedByMe: boolean };

/** The view's props from a failed GET /api/member.php, when it failed because of a block (§6). */
export function blockedViewOf(error: unknown): Props | null {
  if (!isApiError(error, 'blocked', 'you_blocked')) return null;
  const details = error.body.details ?? {};
  return { id: Number(details.id), name: String(details.name), blockedByMe: error.code === 'you_blocked' };
}

/**
 * The profile page between blocked members (§6, §8): the blocked member reads who blocked them; the
 * blocker reads that they did, and may lift the block or still report the profile.
 */
export function MemberBlockedView({ id, name, blockedByMe }: Props) {
  const t = useTranslations('MemberSafety');
  const errors = useTranslations('Errors');
  const router = useRouter();
  const unblock = useUnblockMember();
  const [reporting, setReporting] = useState(false);
  const failed = unblock.error ? (unblock.error instanceof HttpError ? unblock.error.message : t('failed')) : null;

  return (
    <div className="container py-4">
      <BackToSearchLink />
      <div className="mx-auto text-center py-4" style={{ maxWidth: '34rem' }}>
        <i className="bi bi-slash-circle d-block mb-3 text-body-secondary" style={{ fontSize: '3rem' }} aria-hidden />
        <h1 className="h4 fw-bold">{blockedByMe ? errors('memberYouBlocked', { name }) : errors('chatBlockedByOther', { name })}</h1>
        {blockedByMe && (
          <>
            <p className="text-body-secondary">{t('blockedText')}</p>
            {failed && (
              <div className="alert alert-danger small" role="alert">
                {failed}
              </div>
            )}
            <div className="d-flex flex-wrap justify-content-center gap-2">
              <button
                className="btn btn-primary"
                type="button"
                disabled={unblock.isPending}
                onClick={() => unblock.mutate(id, { onSuccess: () => router.refresh() })}
              >
                {unblock.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden /> : <i className="bi bi-unlock me-2" aria-hidden />}
                {t('unblock')}
              </button>
              <button className="btn btn-outline-dark" type="button" onClick={() => setReporting(true)}>
                <i className="bi bi-flag me-2" aria-hidden />
                {t('report')}
              </button>
            </div>
            <ReportMemberModal id={id} name={name} show={reporting} onHide={() => setReporting(false)} />
          </>
        )}
      </div>
    </div>
  );
}
