'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { openSignup } from '@/lib/signup-events';
import styles from './layout.module.scss';
import { paths } from '@/shared/paths';

/** §2: logged-out visitors see Login and a Sign up button instead of the member items. */
export function GuestNavItems({ className, compact = false }: { className?: string; compact?: boolean }) {
  const t = useTranslations('TopNav');
  // Compact (phones): Login as a text link, so brand, both actions and the menu button fit 360 px.
  const login = compact ? `btn btn-sm btn-link fw-semibold text-decoration-none px-1 ${styles.loginLink}` : `btn btn-sm btn-outline-primary`;
  return (
    <div className={`d-flex align-items-center ${compact ? 'gap-1' : 'gap-2'} text-nowrap ${className ?? ''}`}>
      <Link href={paths.auth.login()} className={login}>
        {t('login')}
      </Link>
      <button type="button" className="btn btn-primary btn-sm" onClick={() => openSignup()}>
        {t('signup')}
      </button>
    </div>
  );
}
