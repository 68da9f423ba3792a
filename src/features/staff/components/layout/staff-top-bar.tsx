'use client';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import { useSettings } from '@/components/providers/settings-context';
import type { StaffDto } from '@/shared/types/staff';
import { useStaffLogout } from '../../api/session';
import {
  STAFF_ACCOUNT,
  STAFF_AUDIT,
  STAFF_CANNED_REPLIES,
  STAFF_INBOX,
  STAFF_LOGIN,
  STAFF_MEMBERS,
  STAFF_MODERATION,
  STAFF_PROFILES,
  STAFF_SITES,
  STAFF_STATS,
  STAFF_TEAM,
} from '../../paths';
import { canSee } from './role-guard';
import styles from '../staff.module.scss';

function NavLink({ href, label }: { href: string; label: string }) {
  const current = usePathname() === href;
  return (
    <Link href={href} className={`nav-link px-2 text-nowrap ${current ? 'active fw-semibold' : ''}`} aria-current={current ? 'page' : undefined}>
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
      {/* Nine pages for an admin: on a narrow screen the links scroll sideways rather than push the bar's end out. */}
      <nav aria-label={t('navLabel')} className={`navbar-nav me-auto flex-nowrap overflow-x-auto ${styles.nav}`}>
        {canSee(staff.role, ['operator']) && <NavLink href={STAFF_INBOX} label={t('inboxLink')} />}
        {canSee(staff.role, ['operator']) && <NavLink href={STAFF_PROFILES} label={t('profiles.navLink')} />}
        {canSee(staff.role, ['operator']) && <NavLink href={STAFF_CANNED_REPLIES} label={t('canned.navLink')} />}
        {canSee(staff.role, ['support']) && <NavLink href={STAFF_MEMBERS} label={t('members.navLink')} />}
        {canSee(staff.role, ['moderator']) && <NavLink href={STAFF_MODERATION} label={t('moderation.navLink')} />}
        {staff.role === 'admin' && <NavLink href={STAFF_AUDIT} label={t('auditLink')} />}
        {staff.role === 'admin' && <NavLink href={STAFF_TEAM} label={t('team.navLink')} />}
        {staff.role === 'admin' && <NavLink href={STAFF_SITES} label={t('sites.navLink')} />}
        {staff.role === 'admin' && <NavLink href={STAFF_STATS} label={t('stats.navLink')} />}
      </nav>
      {/* The account page: an icon on narrow screens, the address and role beside it from 992 px up. */}
      <Link href={STAFF_ACCOUNT} className={`text-white-50 small ms-2 text-decoration-none text-nowrap ${styles.whoAmI}`} title={t('account.title')}>
        <i className="bi bi-person-circle" aria-hidden />
        <span className="visually-hidden">{t('account.title')}</span>
        <span className="d-none d-lg-inline ms-1">
          {staff.email} · {t(`roles.${staff.role}`)}
        </span>
      </Link>
      {/* On a phone only the icon fits beside the product name and the links; it keeps its name for screen readers. */}
      <Button
        variant="outline-light"
        size="sm"
        className="text-nowrap ms-2"
        onClick={logOut}
        disabled={logout.isPending}
        aria-label={t('logOut')}
        title={t('logOut')}
      >
        <i className="bi bi-box-arrow-right" aria-hidden />
        <span className="d-none d-sm-inline ms-1">{t('logOut')}</span>
      </Button>
    </header>
  );
}
