'use client';
import { useTranslations } from 'next-intl';
import { useLogout } from '@/lib/api/logout';
import type { UserDto } from '@/shared/types/api';
import { MemberAvatar } from './member-avatar';
import { NavItemLink } from './nav-item-link';
import styles from './layout.module.scss';
import { MemberName } from '@/components/member-written';
import { paths } from '@/shared/paths';

/** The account menu as plain links, for the off-canvas menu on phones (§2: profile, settings, logout). */
export function AccountLinks({ user, onNavigate }: { user: UserDto; onNavigate: () => void }) {
  const t = useTranslations('TopNav');
  const logout = useLogout();
  return (
    <nav className={`navbar-nav d-md-none flex-column border-top mt-3 pt-3 ${styles.menuSection}`} aria-label={t('account')}>
      <div className="d-flex align-items-center gap-2 mb-2">
        <MemberAvatar user={user} />
        <span className="fw-semibold text-truncate">
          <MemberName>{user.profile.name}</MemberName>
        </span>
      </div>
      <NavItemLink href={paths.profile} icon="bi-person" label={t('myProfile')} onNavigate={onNavigate} />
      <NavItemLink href={paths.notifications} icon="bi-gear" label={t('settings')} onNavigate={onNavigate} />
      <button type="button" className={`nav-link ${styles.navLink} text-start`} onClick={() => logout.mutate()} disabled={logout.isPending}>
        <i className={`bi bi-box-arrow-right ${styles.navIcon}`} aria-hidden />
        <span>{t('logout')}</span>
      </button>
    </nav>
  );
}
