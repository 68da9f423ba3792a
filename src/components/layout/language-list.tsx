'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import { useChangeLanguage } from '@/lib/hooks/use-change-language';
import { FlagIcon } from './flag-icon';
import { languageName } from './language-name';
import styles from './layout.module.scss';

/** The language choice as a list, for the off-canvas menu on phones (same rules as the dropdown). */
export function LanguageList({ loggedIn, first = false }: { loggedIn: boolean; first?: boolean }) {
  const t = useTranslations('TopNav');
  const current = useLocale();
  const { visible_languages: languages } = useSettings();
  const { change, pending } = useChangeLanguage(loggedIn);
  if (languages.length < 2) return null;
  return (
    <nav className={`navbar-nav d-md-none flex-column ${first ? '' : 'border-top mt-3 pt-3'} ${styles.menuSection}`} aria-label={t('chooseLanguage')}>
      <p className="small text-uppercase fw-bold text-body-secondary mb-1">{t('chooseLanguage')}</p>
      {languages.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className={`nav-link ${styles.navLink} text-start`}
          aria-current={locale === current ? 'true' : undefined}
          disabled={pending}
          onClick={() => locale !== current && change(locale)}
        >
          <FlagIcon locale={locale} />
          <span className="flex-grow-1">{languageName(locale)}</span>
          {locale === current && <i className="bi bi-check2" aria-hidden />}
        </button>
      ))}
    </nav>
  );
}
