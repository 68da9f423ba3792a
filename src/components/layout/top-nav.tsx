'use client';
import { useState } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import { useUser } from '@/lib/api/current-user';
import { AccountDropdown } from './account-dropdown';
import { AccountLinks } from './account-links';
import { BackButton } from './back-button';
import { CountBadge } from './count-badge';
import { GuestNavItems } from './guest-nav-items';
import { LanguageDropdown } from './language-dropdown';
import { LanguageList } from './language-list';
import { MemberNavItems } from './member-nav-items';
import { NavBrand } from './nav-brand';
import { NavItemLink } from './nav-item-link';
import { OffcanvasMenu } from './offcanvas-menu';
import { usePhone } from './use-media-query';
import { useNavCounts } from './use-nav-counts';
import styles from './layout.module.scss';
import { paths } from '@/shared/paths';

/** Messages and likes stay in the bar on phones, next to the menu button. */
function PhoneShortcuts({ unread, likes }: { unread: number; likes: number }) {
  const t = useTranslations('TopNav');
  return (
    <nav className="navbar-nav flex-row d-md-none me-3 gap-4" aria-label={t('shortcuts')}>
      <NavItemLink
        href={paths.chats.list}
        icon="bi-chat-heart"
        label={t('messages')}
        hideLabel
        badge={<CountBadge count={unread} label={t('unreadMessages', { count: unread })} />}
      />
      <NavItemLink
        href={paths.likes.list}
        icon="bi-heart"
        label={t('likes')}
        hideLabel
        badge={<CountBadge count={likes} label={t('newLikes', { count: likes })} />}
      />
    </nav>
  );
}

/** §2 top navigation: member items or Login/Sign up; an off-canvas menu below 768 px. */
export function TopNav() {
  const t = useTranslations('TopNav');
  const settings = useSettings();
  const { data: user } = useUser();
  const counts = useNavCounts();
  const pathname = usePathname();
  const phone = usePhone();
  // The menu belongs to the page it was opened on (navigating closes it), and to phones: from md up
  // its content sits in the bar.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const expanded = openOn === pathname && phone;
  const close = () => setOpenOn(null);
  // Logged out with a single language the menu would be empty: Login and Sign up sit in the bar.
  const hasMenu = Boolean(user) || settings.visible_languages.length > 1;

  return (
    <header>
      <nav className="navbar navbar-expand-md bg-white border-bottom shadow-sm py-2" aria-label={t('mainNav')}>
        <div className={`container-xl ${styles.barRow}`}>
          <BackButton />
          <NavBrand name={settings.name} logoUrl={settings.logo_url} href={user ? paths.members.search() : paths.home} />
          {user && <PhoneShortcuts unread={counts.unreadMessages} likes={counts.newLikes} />}
          {!user && <GuestNavItems className="d-md-none me-1" compact />}
          <button
            type="button"
            className={`navbar-toggler border-0 px-1 ${hasMenu ? '' : 'd-none'}`}
            aria-controls="top-nav-menu"
            aria-expanded={expanded}
            aria-label={t('menu')}
            onClick={() => setOpenOn(expanded ? null : pathname)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <OffcanvasMenu id="top-nav-menu" open={expanded} onClose={close} title={settings.name} closeLabel={t('closeMenu')} className={styles.offcanvas}>
            {user ? <MemberNavItems user={user} counts={counts} onNavigate={close} /> : <div className="me-md-auto d-none d-md-block" />}
            <div className={`navbar-nav align-items-md-center gap-md-2 mt-3 mt-md-0 ${user ? '' : 'd-none d-md-flex'}`}>
              <LanguageDropdown loggedIn={Boolean(user)} />
              {user ? <AccountDropdown user={user} onNavigate={close} /> : <GuestNavItems className="d-none d-md-flex" />}
            </div>
            {user && <AccountLinks user={user} onNavigate={close} />}
            <LanguageList loggedIn={Boolean(user)} first={!user} />
          </OffcanvasMenu>
        </div>
      </nav>
    </header>
  );
}
