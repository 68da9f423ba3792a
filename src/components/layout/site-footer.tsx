import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { SettingsDto } from '@/shared/types/api';
import { paths } from '@/shared/paths';
import { NavBrand } from './nav-brand';
import styles from './layout.module.scss';

// §2 footer links; support is a mail link to the site's support address.
const LINKS = [
  ['terms', paths.info('terms')],
  ['privacy', paths.info('privacy')],
  ['cookies', paths.info('cookies')],
  ['ban', paths.info('ban')],
  ['pricing', paths.pricing],
  ['complaints', paths.info('complaints')],
  ['returnPolicy', paths.info('return-policy')],
  ['faq', paths.info('faq')],
] as const;

/**
 * Footer with the site name, the information pages and the adults-only disclaimer. No client code:
 * the layouts render it on the server from the site's settings.
 */
export function SiteFooter({ settings }: { settings: SettingsDto }) {
  const t = useTranslations('Footer');
  const { name, logo_url: logoUrl, support_email: supportEmail } = settings;
  const year = new Date().getFullYear();
  return (
    <footer className={`${styles.footer} pt-5 pb-4 mt-auto`}>
      <div className="container-xl">
        <div className="row g-4">
          <div className="col-md-5">
            <div className="mb-3">
              <NavBrand name={name} logoUrl={logoUrl} light />
            </div>
            <p className="mb-0">{t('disclaimer', { name })}</p>
          </div>
          <nav className="col-md-7" aria-label={t('linksLabel')}>
            <h2 className="h6 text-uppercase fw-bold mb-3 text-white">{t('linksHeading')}</h2>
            <ul className={styles.footerLinks}>
              {LINKS.map(([key, href]) => (
                <li key={key}>
                  <Link href={href}>{t(key)}</Link>
                </li>
              ))}
              {supportEmail && (
                <li>
                  <a href={`mailto:${supportEmail}`}>{t('support')}</a>
                </li>
              )}
            </ul>
          </nav>
        </div>
        <hr className="border-secondary my-4" />
        <p className={`${styles.footerSmall} mb-0`}>{t('copyright', { name, year: String(year) })}</p>
      </div>
    </footer>
  );
}
