'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import { NavBrand } from './nav-brand';
import { paths } from '@/shared/paths';

/** §2 lander layout: a simple bar with the logo (and a way in for existing members). */
export function LanderNavbar() {
  const t = useTranslations('TopNav');
  const { name, logo_url: logoUrl } = useSettings();
  return (
    <header>
      <nav className="navbar navbar-expand bg-white border-bottom py-2" aria-label={t('mainNav')}>
        <div className="container-xl">
          <NavBrand name={name} logoUrl={logoUrl} />
          <Link href={paths.auth.login()} className={`btn btn-sm btn-outline-primary`}>
            {t('login')}
          </Link>
        </div>
      </nav>
    </header>
  );
}
