'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { onRoute } from './route-match';
import styles from './layout.module.scss';

type Props = {
  href: string;
  icon: string;
  label: string;
  badge?: ReactNode;
  onNavigate?: () => void;
  /** Icon-only link: the label is kept for screen readers and the badge sits on the icon. */
  hideLabel?: boolean;
};

/** A top-navigation link with an icon, a label and an optional badge on the icon. */
export function NavItemLink({ href, icon, label, badge, onNavigate, hideLabel }: Props) {
  const pathname = usePathname();
  const active = onRoute(pathname, [href]);
  return (
    <Link href={href} aria-current={active ? 'page' : undefined} className={`nav-link ${active ? 'active' : ''} ${styles.navLink}`} onClick={onNavigate}>
      <span className={styles.iconWrap}>
        <i className={`bi ${icon} ${styles.navIcon}`} aria-hidden />
        {badge && hideLabel && <span className={styles.iconBadge}>{badge}</span>}
      </span>
      <span className={hideLabel ? 'visually-hidden' : undefined}>{label}</span>
      {badge && !hideLabel && <span className={styles.labelBadge}>{badge}</span>}
    </Link>
  );
}
