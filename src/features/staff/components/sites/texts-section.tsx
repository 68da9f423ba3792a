'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Col, Form, Row } from 'react-bootstrap';
import { languageName } from '@/components/layout/language-name';
import { LOCALES, type Locale } from '@/shared/constants';
import { SITE_TEXT_FIELDS, type SiteTextField } from '@/shared/site-text-fields';
import type { StaffSiteDto } from '@/shared/types/staff-sites';
import { SectionForm, SiteField } from './section-form';
import { useSiteSection } from './use-site-section';
import { TextsPreview } from './texts-preview';
import styles from './sites.module.scss';

const pick = (d: StaffSiteDto) => ({ texts: d.texts });
const LONG: readonly SiteTextField[] = ['description', 'fictional_warning'];

/**
 * The site's texts per language (title, description) and the labels of its own profiles. An empty
 * text falls back on the site's own language, then Dutch, then the platform's wording.
 */
export function TextsSection({ site }: { site: StaffSiteDto }) {
  const t = useTranslations('Staff.sites.texts');
  const section = useSiteSection(site, pick);
  const [language, setLanguage] = useState<Locale>((site.domain_language.slice(0, 2) as Locale) ?? 'nl');
  const value = (field: SiteTextField) => section.draft.texts[field]?.[language] ?? '';
  const change = (field: SiteTextField, text: string) =>
    section.set('texts', { ...section.draft.texts, [field]: { ...section.draft.texts[field], [language]: text } });
  return (
    <SectionForm section={section} label={t('title')}>
      <Form.Group className={`mb-3 ${styles.narrowPick}`} controlId="site-texts-language">
        <Form.Label>{t('language')}</Form.Label>
        <Form.Select value={language} onChange={(e) => setLanguage(e.target.value as Locale)}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {languageName(locale)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Row>
        <Col lg={7}>
          {SITE_TEXT_FIELDS.map((field) => (
            <SiteField key={field} section={section} name={`texts.${field}.${language}`} label={t(field)}>
              {LONG.includes(field) ? (
                <Form.Control as="textarea" rows={3} lang={language} value={value(field)} onChange={(e) => change(field, e.target.value)} />
              ) : (
                <Form.Control lang={language} value={value(field)} onChange={(e) => change(field, e.target.value)} />
              )}
            </SiteField>
          ))}
          <p className="form-text">{t('fallbackHelp')}</p>
        </Col>
        <Col lg={5}>
          <TextsPreview
            name={section.draft.name}
            language={language}
            texts={Object.fromEntries(SITE_TEXT_FIELDS.map((f) => [f, value(f)])) as Record<SiteTextField, string>}
          />
        </Col>
      </Row>
    </SectionForm>
  );
}
