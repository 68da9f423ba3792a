'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { openSignup } from '@/lib/signup-events';
import { paths } from '@/shared/paths';

type Props = { count: number; name: string; loggedIn: boolean };

/** §6: visitors see only the main photo, free members no private photos: say why, show the way. */
export function LockedPhotosNotice({ count, name, loggedIn }: Props) {
  const t = useTranslations('MemberProfile');
  return (
    <div className="d-flex gap-3 align-items-start bg-white border rounded-3 p-3">
      <div className="fs-3 lh-1 text-body-secondary" aria-hidden>
        <i className="bi bi-lock-fill" />
      </div>
      <div>
        <p className="fw-semibold mb-1">{t('lockedCount', { count })}</p>
        <p className="small text-body-secondary mb-2">{loggedIn ? t('lockedFree') : t('lockedVisitor', { name })}</p>
        {loggedIn ? (
          <Link href={paths.premium} className="btn btn-sm btn-dark">
            <i className="bi bi-gem me-1" aria-hidden />
            {t('becomePremium')}
          </Link>
        ) : (
          <div className="d-flex flex-wrap gap-2">
            <button className="btn btn-dark btn-sm" type="button" onClick={openSignup}>
              {t('signup')}
            </button>
            <Link href={paths.auth.login()} className="btn btn-sm btn-outline-dark">
              {t('login')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
