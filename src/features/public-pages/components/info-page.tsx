import Link from 'next/link';
import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { TERMS_VERSION_DATE } from '@/shared/constants';
import { INFO_PAGES, LEGAL_PAGES, infoPageKey, type InfoPageSlug } from '../info-pages';
import { CompanyBlock } from './company-block';
import { InfoSections, type InfoValues } from './info-sections';
import styles from './public-pages.module.scss';

/** `children`: what a page adds below its text (the notice form on /complaints). */
type Props = { page: InfoPageSlug; values: InfoValues; termsDate?: Date; children?: ReactNode };

/** The other information pages, beside the text on wide screens and below it on phones. */
async function InfoNav({ current }: { current: InfoPageSlug }) {
  const t = await getTranslations('InfoPages');
  return (
    <nav aria-label={t('otherPages')} className={styles.infoNav}>
      <h2 className="h6 text-uppercase fw-bold text-body-secondary mb-3">{t('otherPages')}</h2>
      <ul className="list-unstyled mb-0">
        {INFO_PAGES.map((page) => (
          <li key={page}>
            <Link href={`/${page}`} aria-current={page === current ? 'page' : undefined}>
              {t(`${infoPageKey(page)}.title`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** §2 static info page (terms, privacy, cookies …): plain, readable text from the messages. */
export async function InfoPage({ page, values, termsDate, children }: Props) {
  const t = await getTranslations('InfoPages');
  const format = await getFormatter();
  const key = infoPageKey(page);
  return (
    <div className="container-xl py-4 py-md-5">
      <div className="row g-4 g-lg-5">
        <article className="col-lg-8">
          <header className="mb-4">
            <h1 className="fw-bold mb-2">{t(`${key}.title`)}</h1>
            {page === 'terms' && (
              <p className="text-body-secondary small mb-3">
                {t('version', { date: format.dateTime(termsDate ?? new Date(TERMS_VERSION_DATE), { dateStyle: 'long' }) })}
              </p>
            )}
            <p className="lead mb-0">{t(`${key}.intro`, values)}</p>
          </header>
          <InfoSections pageKey={key} values={values} asQuestions={page === 'faq'} />
          {children && <section className="my-4">{children}</section>}
          {LEGAL_PAGES.includes(page) && <CompanyBlock />}
        </article>
        <aside className="col-lg-4">
          <InfoNav current={page} />
        </aside>
      </div>
    </div>
  );
}
