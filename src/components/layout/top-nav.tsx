'use client';
import { useState } from 'react';
import { usePathname } from 'next/navigation';
import { Container, Nav, Navbar, Offcanvas } from 'react-bootstrap';
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
import { useNavCounts } from './use-nav-counts';
import styles from './layout.module.scss';
import { paths } from '@/shared/paths';

/** Messages and likes stay in the bar on phones, next to the menu button. */
function PhoneShortcuts({ unread, likes }: { unread: number; likes: number }) {
  const t = useTranslations('TopNav');
  return (
    <Nav as="nav" className="flex-row d-md-none me-3 gap-4" aria-label={t('shortcuts')}>
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
    </Nav>
  );
}

/** §2 top navigation: member items or Login/Sign up; an off-canvas menu below 768 px. */
export function TopNav() {
  const t = useTranslations('TopNav');
  const settings = useSettings();
  const { data: user } = useUser();
  const counts = useNavCounts();
  const pathname = usePathname();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const expanded = openOn === pathname;
  const close = () => setOpenOn(null);
  // Logged out with a single language the menu would be empty: Login and Sign up sit in the bar.
  const hasMenu = Boolean(user) || settings.visible_languages.length > 1;

  return (
    <header>
      <Navbar
        expand="md"
        bg="white"
        className="border-bottom shadow-sm py-2"
        expanded={expanded}
        onToggle={(open) => setOpenOn(open ? pathname : null)}
        aria-label={t('mainNav')}
      >
        <Container fluid="xl" className={styles.barRow}>
          <BackButton />
          <NavBrand name={settings.name} logoUrl={settings.logo_url} href={user ? paths.members.search() : paths.home} />
          {user && <PhoneShortcuts unread={counts.unreadMessages} likes={counts.newLikes} />}
          {!user && <GuestNavItems className="d-md-none me-1" compact />}
          {/* react-bootstrap sets aria-label from `label` (default "Toggle navigation"), overriding aria-label. */}
          <Navbar.Toggle aria-controls="top-nav-menu" label={t('menu')} className={`border-0 px-1 ${hasMenu ? '' : 'd-none'}`} />
          <Navbar.Offcanvas id="top-nav-menu" placement="end" aria-labelledby="top-nav-menu-title" onHide={close} className={styles.offcanvas}>
            <Offcanvas.Header closeButton closeLabel={t('closeMenu')} className="border-bottom">
              <Offcanvas.Title id="top-nav-menu-title" className="fw-bold">
                {settings.name}
              </Offcanvas.Title>
            </Offcanvas.Header>
            <Offcanvas.Body className="align-items-md-center">
              {user ? <MemberNavItems user={user} counts={counts} onNavigate={close} /> : <div className="me-md-auto d-none d-md-block" />}
              <Nav className={`align-items-md-center gap-md-2 mt-3 mt-md-0 ${user ? '' : 'd-none d-md-flex'}`}>
                <LanguageDropdown loggedIn={Boolean(user)} />
                {user ? <AccountDropdown user={user} onNavigate={close} /> : <GuestNavItems className="d-none d-md-flex" />}
              </Nav>
              {user && <AccountLinks user={user} onNavigate={close} />}
              <LanguageList loggedIn={Boolean(user)} first={!user} />
            </Offcanvas.Body>
          </Navbar.Offcanvas>
        </Container>
      </Navbar>
    </header>
  );
}
