'use client';
import { useEffect, useState } from 'react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import '@/styles/icons.css';
import '@/styles/app.scss';
import { LANGUAGE_COOKIE, REFERENCE_LOCALE, type Locale } from '@/shared/constants';
import { isLocale } from '@/shared/locale';
import { paths } from '@/shared/paths';

type ErrorMessages = { ErrorPage: Record<string, string> };
type Catalogue = { default: object };

const errorTexts = (c: Catalogue | null) => (c?.default as Partial<ErrorMessages> | undefined)?.ErrorPage;

// Loaded only when this page shows: the root layout (and its messages) is gone at that point.
const LOADERS: Record<Locale, () => Promise<Catalogue>> = {
  da: () => import('@messages/da.json'),
  de: () => import('@messages/de.json'),
  en: () => import('@messages/en.json'),
  es: () => import('@messages/es.json'),
  fi: () => import('@messages/fi.json'),
  fr: () => import('@messages/fr.json'),
  it: () => import('@messages/it.json'),
  nl: () => import('@messages/nl.json'),
  no: () => import('@messages/no.json'),
  pl: () => import('@messages/pl.json'),
  sv: () => import('@messages/sv.json'),
};

function guessLocale(): Locale {
  const cookie = document.cookie.match(new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([a-z]{2})`))?.[1];
  const browser = navigator.language.slice(0, 2);
  return isLocale(cookie) ? cookie : isLocale(browser) ? browser : REFERENCE_LOCALE;
}

function GlobalErrorBody() {
  const t = useTranslations('ErrorPage');
  return (
    <main className="container py-5 text-center">
      <title>{t('globalError')}</title>
      <h1 className="h3 fw-bold mb-4">{t('globalError')}</h1>
      {/* A full page load on purpose: the broken client state must not survive. */}
      <a href={paths.home} className="btn btn-dark">
        {t('goHome')}
      </a>
    </main>
  );
}

/** §8: when the error page itself fails: 'An error occurred while showing the error page'. */
export default function GlobalError({ error }: { error: unknown }) {
  const [state, setState] = useState<{ locale: Locale; messages: ErrorMessages } | 'loading' | 'failed'>('loading');
  useEffect(() => {
    console.error(error);
    const locale = guessLocale();
    // A locale not translated yet falls back to English.
    Promise.all([LOADERS[locale](), locale === 'en' ? null : LOADERS.en()])
      .then(([own, en]) => {
        const ErrorPage = errorTexts(own) ?? errorTexts(en);
        setState(ErrorPage ? { locale: errorTexts(own) ? locale : 'en', messages: { ErrorPage } } : 'failed');
      })
      .catch(() => setState('failed'));
  }, [error]);
  return (
    <html lang={typeof state === 'object' ? state.locale : REFERENCE_LOCALE}>
      <body>
        {typeof state === 'object' && (
          <NextIntlClientProvider locale={state.locale} messages={state.messages}>
            <GlobalErrorBody />
          </NextIntlClientProvider>
        )}
        {/* Not even the texts could be loaded (offline?): a bare way home. */}
        {state === 'failed' && (
          <a href={paths.home} className="d-block text-center py-5 fs-1" aria-label="/">
            <i className="bi bi-house" aria-hidden />
          </a>
        )}
      </body>
    </html>
  );
}
