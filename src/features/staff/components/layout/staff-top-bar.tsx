'use client';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import { useSettings } from '@/components/providers/settings-context';
import type { StaffDto } from '@/shared/types/staff';
import { useStaffLogout } from '../../api/session';
import { STAFF_AUDIT, STAFF_INBOX, STAFF_LOGIN, STAFF_TEAM } from '../../paths';
import { canSee } from './role-guard';
import styles from '../staff.module.scss';

function NavLink({ href, label }: { href: string; label: string }) {
  const current = usePathname() === href;
  return (
    <Link href={href} className={`nav-link px-2 ${current ? 'active fw-semibold' : ''}`} aria-current={current ? 'page' : undefined}>
      {label}
    </Link>
  );
}

/** The compact top bar: product and "Back office", the pages this role has, who is logged in, log out. */
export function StaffTopBar({ staff }: { staff: StaffDto }) {
  const t = useTranslations('Staff');
  const { name } = useSettings();
  const router = useRouter();
  const logout = useStaffLogout();
  const logOut = () => logout.mutate(undefined, { onSettled: () => router.replace(STAFF_LOGIN) });

  return (
    <header className={`navbar navbar-expand navbar-dark bg-dark px-3 py-1 ${styles.topBar}`}>
      <Link href={STAFF_INBOX} className={`me-3 ${styles.brand}`}>
        {t('brand', { name })}
      </Link>
      <nav aria-label={t('navLabel')} className="navbar-nav me-auto">
        {canSee(staff.role, ['operator']) && <NavLink href={STAFF_INBOX} label={t('inboxLink')} />}
        {staff.role === 'admin' && <NavLink href={STAFF_AUDIT} label={t('auditLink')} />}
        {staff.role === 'admin' && <NavLink href={STAFF_TEAM} label={t('team.navLink')} />}
      </nav>
      <span className={`text-white-50 small me-3 d-none d-md-inline ${styles.whoAmI}`} title={staff.email}>
        {staff.email} · {t(`roles.${staff.role}`)}
      </span>
      {/* On a phone only the icon fits beside the product name and the links; it keeps its name for screen readers. */}
      <Button variant="outline-light" size="sm" onClick={logOut} disabled={logout.isPending} aria-label={t('logOut')} title={t('logOut')}>
        <i className="bi bi-box-arrow-right" aria-hidden />
        <span className="d-none d-sm-inline ms-1">{t('logOut')}</span>
      </Button>
    </header>
  );
}
