'use client';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/shared/constants';
import type { SiteTextField } from '@/shared/site-text-fields';
import styles from './sites.module.scss';

type Props = { name: string; language: Locale; texts: Record<SiteTextField, string> };

/** How the texts read to a member: the search result's title and snippet, and a site profile's label and warning. */
export function TextsPreview({ name, language, texts }: Props) {
  const t = useTranslations('Staff.sites.texts');
  const unset = <em className="text-body-secondary">{t('builtIn')}</em>;
  return (
    <section className={`card card-body ${styles.preview}`} aria-label={t('preview')} lang={language}>
      <h3 className="h6 text-body-secondary">{t('preview')}</h3>
      <p className={`mb-0 ${styles.searchTitle}`}>{texts.index_title || name}</p>
      <p className="small mb-3">{texts.description || unset}</p>
      <div className="d-flex align-items-center gap-2 mb-2">
        <span className={styles.avatar} aria-hidden />
        <strong>Mila, 29</strong>
        <span className="badge text-bg-light border">
          <i className="bi bi-stars me-1" aria-hidden />
          {texts.fictional_singular || unset}
        </span>
      </div>
      <p className="small mb-1">
        {t('pluralLabel')} {texts.fictional_plural || unset}
      </p>
      <div className="alert alert-warning small mb-0 py-2">{texts.fictional_warning || unset}</div>
    </section>
  );
}
