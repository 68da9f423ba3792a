'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import { useChangeLanguage } from '@/lib/hooks/use-change-language';
import { FlagIcon } from './flag-icon';
import { languageName } from './language-name';
import { NavMenu } from './nav-menu';
import styles from './layout.module.scss';

/** §2: a language dropdown, shown only when more than one language is visible. */
export function LanguageDropdown({ loggedIn }: { loggedIn: boolean }) {
  const t = useTranslations('TopNav');
  const current = useLocale();
  const { visible_languages: languages } = useSettings();
  const { change, pending } = useChangeLanguage(loggedIn);
  if (languages.length < 2) return null;

  const title = (
    <span className="d-inline-flex align-items-center gap-2">
      <FlagIcon locale={current} />
      <span className="d-md-none d-lg-inline">{languageName(current)}</span>
      <span className="visually-hidden">{t('chooseLanguage')}</span>
    </span>
  );
  return (
    <NavMenu title={title} id="language-menu" disabled={pending} className={`d-none d-md-block ${styles.dropdown}`}>
      {languages.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-current={locale === current ? 'true' : undefined}
          onClick={() => locale !== current && change(locale)}
          className={`dropdown-item d-flex align-items-center gap-2 ${locale === current ? 'active' : ''}`}
        >
          <FlagIcon locale={locale} />
          {languageName(locale)}
        </button>
      ))}
    </NavMenu>
  );
}
