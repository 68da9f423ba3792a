'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import styles from '../layout.module.scss';
import { useBannerExpanded } from './use-banner-expanded';
import { BannerToggle } from './banner-toggle';

type Props = {
  /** Names the banner for its remembered open/closed state. */
  id: string;
  variant: 'warning' | 'light';
  icon: string;
  title: string;
  /** The message and its action: always shown from md up, on a phone once the member opens it. */
  children: ReactNode;
  action?: ReactNode;
  onDismiss?: () => void;
  className?: string;
};

/**
 * The frame of every §4 banner. On a phone it takes one line (icon, title, a toggle) so that two
 * banners leave the page visible; the details open on demand. From md up everything shows.
 */
export function BannerShell({ id, variant, icon, title, children, action, onDismiss, className = '' }: Props) {
  const t = useTranslations('Banners');
  const [expanded, toggle] = useBannerExpanded(id);
  const detailsId = `banner-${id}-details`;
  return (
    <div
      role="alert"
      className={`alert alert-${variant} ${onDismiss ? 'alert-dismissible' : ''} d-flex gap-2 gap-md-3 align-items-start shadow-sm mt-2 mt-md-3 mb-0 ${styles.banner} ${className}`}
    >
      <i className={`bi bi-${icon} ${styles.bannerIcon}`} aria-hidden />
      <div className={`flex-grow-1 d-md-flex align-items-center gap-3 ${styles.bannerText}`}>
        <div className={`flex-grow-1 ${styles.bannerText}`}>
          <div className="d-flex align-items-center gap-2">
            <h2 className={`h6 fw-bold mb-0 mb-md-1 flex-grow-1 ${expanded ? '' : styles.bannerOneLine}`}>{title}</h2>
            <BannerToggle expanded={expanded} onToggle={toggle} controls={detailsId} className={styles.bannerToggle} />
          </div>
          <div id={detailsId} className={`${expanded ? 'mt-1' : 'd-none'} d-md-block`}>
            {children}
          </div>
        </div>
        {action && <div className={`${expanded ? 'mt-2' : 'd-none'} mt-md-0 d-md-block`}>{action}</div>}
      </div>
      {onDismiss && <button type="button" className="btn-close" aria-label={t('close')} onClick={onDismiss} />}
    </div>
  );
}
