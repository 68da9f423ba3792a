'use client';
import Link from 'next/link';
import { useState } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import { useSettings } from '@/components/providers/settings-context';
import type { StaffDto } from '@/shared/types/staff';
import type { StaffRole } from '@/shared/staff/roles';
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

function NavLink({ href, label, onFollow }: { href: string; label: string; onFollow: () => void }) {
  const pathname = usePathname();
  // A page's sub-pages (the photo queue under moderation) keep its link marked.
  const current = pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      onClick={onFollow}
      className={`nav-link px-2 text-nowrap ${current ? 'active fw-semibold' : ''}`}
      aria-current={current ? 'page' : undefined}
    >
      {label}
    </Link>
  );
}

type Page = { href: string; label: string; roles: readonly StaffRole[] };

/** The back office's pages in the bar's order, each with the roles that see it (admins see all). */
function usePages(): Page[] {
  const t = useTranslations('Staff');
  return [
    { href: STAFF_INBOX, label: t('inboxLink'), roles: ['operator'] },
    { href: STAFF_PROFILES, label: t('profiles.navLink'), roles: ['operator'] },
    { href: STAFF_CANNED_REPLIES, label: t('canned.navLink'), roles: ['operator'] },
    { href: STAFF_MEMBERS, label: t('members.navLink'), roles: ['support'] },
    { href: STAFF_MODERATION, label: t('moderation.navLink'), roles: ['moderator'] },
    { href: STAFF_AUDIT, label: t('auditLink'), roles: [] },
    { href: STAFF_TEAM, label: t('team.navLink'), roles: [] },
    { href: STAFF_SITES, label: t('sites.navLink'), roles: [] },
    { href: STAFF_STATS, label: t('stats.navLink'), roles: [] },
  ];
}

/**
 * The compact top bar: product and "Back office", the pages this role has, who is logged in, log out.
 * An admin has nine pages: from 1200 px they sit in the bar; narrower, a menu button opens them as a
 * list under the bar, so that none is hidden behind a sideways scroll.
 */
export function StaffTopBar({ staff }: { staff: StaffDto }) {
  const t = useTranslations('Staff');
  const { name } = useSettings();
  const router = useRouter();
  const logout = useStaffLogout();
  const pages = usePages().filter((page) => canSee(staff.role, page.roles));
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const logOut = () => logout.mutate(undefined, { onSettled: () => router.replace(STAFF_LOGIN) });

  return (
    <header className={`navbar navbar-expand-xl navbar-dark bg-dark px-3 py-1 ${styles.topBar}`}>
      <Link href={STAFF_INBOX} className={`me-3 ${styles.brand}`}>
        {t('brand', { name })}
      </Link>
      <div id="staff-pages" className={`collapse navbar-collapse order-last order-xl-0 ${menuOpen ? 'show' : ''}`}>
        <nav aria-label={t('navLabel')} className="navbar-nav me-auto">
          {pages.map((page) => (
            <NavLink key={page.href} href={page.href} label={page.label} onFollow={closeMenu} />
          ))}
        </nav>
      </div>
      {/* The account page: an icon on narrow screens, the address and role beside it from 992 px up. */}
      <Link href={STAFF_ACCOUNT} className={`text-white-50 small ms-auto ms-xl-2 text-decoration-none text-nowrap ${styles.whoAmI}`} title={t('account.title')}>
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
      <Button
        variant="outline-light"
        size="sm"
        className="ms-2 d-xl-none"
        aria-controls="staff-pages"
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <i className="bi bi-list" aria-hidden />
        <span className="ms-1">{t('menu')}</span>
      </Button>
    </header>
  );
}
