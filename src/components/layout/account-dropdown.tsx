'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useLogout } from '@/lib/api/logout';
import type { UserDto } from '@/shared/types/api';
import { MemberAvatar } from './member-avatar';
import { NavMenu } from './nav-menu';
import styles from './layout.module.scss';
import { MemberName } from '@/components/member-written';
import { paths } from '@/shared/paths';

/** §2 account dropdown: my profile, settings, logout; also the swipe game and the match finder. */
export function AccountDropdown({ user, onNavigate }: { user: UserDto; onNavigate: () => void }) {
  const t = useTranslations('TopNav');
  const logout = useLogout();
  const title = (
    <span className="d-inline-flex align-items-center gap-2">
      <MemberAvatar user={user} />
      <span className="text-truncate" style={{ maxWidth: '9rem' }}>
        <MemberName>{user.profile.name}</MemberName>
      </span>
    </span>
  );
  return (
    <NavMenu title={title} id="account-menu" label={t('account')} className={`d-none d-md-block ${styles.dropdown}`}>
      <Link className="dropdown-item" href={paths.profile} onClick={onNavigate}>
        <i className="bi bi-person me-2" aria-hidden />
        {t('myProfile')}
      </Link>
      <Link className="dropdown-item" href={paths.notifications} onClick={onNavigate}>
        <i className="bi bi-gear me-2" aria-hidden />
        {t('settings')}
      </Link>
      <hr className="dropdown-divider" />
      <button type="button" className="dropdown-item" onClick={() => logout.mutate()} disabled={logout.isPending}>
        <i className="bi bi-box-arrow-right me-2" aria-hidden />
        {t('logout')}
      </button>
    </NavMenu>
  );
}
