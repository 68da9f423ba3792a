'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { openSignup } from '@/lib/signup-events';
import { paths } from '@/shared/paths';

/** §6: visitors may not search on this site; invite them to sign up instead. */
export function SearchSignupCta() {
  const t = useTranslations('MembersPage');
  return (
    <section className="card border-0 shadow-sm text-center mx-auto my-4 px-3 py-5" style={{ maxWidth: 560 }} aria-labelledby="search-cta-title">
      <div className="display-5 text-primary mb-3">
        <i className="bi bi-people-fill" aria-hidden />
      </div>
      <h2 id="search-cta-title" className="h3 fw-bold">
        {t('signupTitle')}
      </h2>
      <p className="text-body-secondary mb-4">{t('signupText')}</p>
      <div>
        <button className="btn btn-primary btn-lg fw-bold px-5" type="button" onClick={openSignup}>
          {t('signupButton')}
        </button>
      </div>
      <p className="mt-3 mb-0">
        {t('haveAccount')} <Link href={paths.auth.login()}>{t('login')}</Link>
      </p>
    </section>
  );
}
