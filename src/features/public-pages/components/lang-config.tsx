'use client';
import { useState } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { useLocale, useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import { FlagIcon } from '@/components/layout/flag-icon';
import { languageName } from '@/components/layout/language-name';
import type { Locale } from '@/shared/constants';
import { useChangeLanguage } from '@/lib/hooks/use-change-language';
import styles from './public-pages.module.scss';

/** §2 /lang-config: the visible languages with their flags; picking one saves it like the dropdown. */
export function LangConfig({ loggedIn }: { loggedIn: boolean }) {
  const t = useTranslations('LangConfig');
  const current = useLocale();
  const { visible_languages: languages } = useSettings();
  const { change, pending, failed } = useChangeLanguage(loggedIn);
  const [picked, setPicked] = useState<Locale | null>(null);

  const pick = (locale: Locale) => {
    setPicked(locale);
    if (locale !== current) void change(locale);
  };

  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: 880 }}>
      <h1 className="fw-bold mb-2">{t('title')}</h1>
      <p className="lead text-body-secondary mb-4">{languages.length > 1 ? t('intro') : t('onlyOne')}</p>
      <div className={styles.langGrid} role="group" aria-label={t('title')}>
        {languages.map((locale) => (
          <button
            key={locale}
            type="button"
            lang={locale}
            className={styles.langOption}
            aria-pressed={locale === current}
            onClick={() => pick(locale)}
            disabled={pending}
          >
            <FlagIcon locale={locale} className={styles.langFlag} />
            <span className="flex-grow-1">{languageName(locale)}</span>
            {pending && picked === locale && <Spinner size="sm" role="status" aria-hidden />}
            {!pending && locale === current && <i className="bi bi-check-circle-fill" aria-hidden />}
          </button>
        ))}
      </div>
      <div aria-live="polite" className="mt-4">
        {failed && <Alert variant="warning">{t('saveFailed')}</Alert>}
        {!pending && !failed && picked === current && <Alert variant="success">{t('saved', { language: languageName(current) })}</Alert>}
      </div>
    </div>
  );
}
