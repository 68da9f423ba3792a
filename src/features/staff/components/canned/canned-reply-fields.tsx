'use client';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { languageName } from '@/components/layout/language-name';
import type { Locale } from '@/shared/constants';
import { CANNED_TEXT_MAX, CANNED_TITLE_MAX } from '@/shared/schemas/staff';
import type { StaffSiteDto } from '@/shared/types/staff';
import type { FieldStateProps } from '@/components/forms/field-state';

export type CannedValues = { site: string; language: string; title: string; text: string };

type Props = {
  values: CannedValues;
  set: (name: keyof CannedValues, value: string) => void;
  fields: Record<string, string>;
  state: (name: string, value: unknown) => FieldStateProps;
  sites: StaffSiteDto[];
  languages: string[];
};

/** Site, language, title and text of a canned reply, each with its message beside it. */
export function CannedReplyFields({ values, set, fields, state, sites, languages }: Props) {
  const t = useTranslations('Staff.canned');
  return (
    <>
      <div className="row g-2 mb-3">
        <Form.Group className="col-sm-7" controlId="canned-site">
          <Form.Label>{t('site')}</Form.Label>
          <Form.Select value={values.site} onChange={(e) => set('site', e.target.value)} {...state('site', values.site)}>
            <option value="">{t('chooseSite')}</option>
            {sites.map((site) => (
              <option key={site.id} value={site.domain}>
                {site.name} ({site.domain})
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{fields.site}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-sm-5" controlId="canned-language">
          <Form.Label>{t('language')}</Form.Label>
          <Form.Select value={values.language} onChange={(e) => set('language', e.target.value)} {...state('language', values.language)}>
            <option value="">{t('chooseLanguage')}</option>
            {languages.map((language) => (
              <option key={language} value={language}>
                {languageName(language as Locale)}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{fields.language}</Form.Control.Feedback>
        </Form.Group>
      </div>
      <Form.Group className="mb-3" controlId="canned-title">
        <Form.Label>{t('replyTitle')}</Form.Label>
        <Form.Control
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          {...state('title', values.title)}
          aria-describedby="canned-title-count"
        />
        <Form.Control.Feedback type="invalid">{fields.title}</Form.Control.Feedback>
        <Form.Text id="canned-title-count" muted>
          {t('count', { count: values.title.trim().length, max: CANNED_TITLE_MAX })}
        </Form.Text>
      </Form.Group>
      <Form.Group controlId="canned-text">
        <Form.Label>{t('text')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={6}
          value={values.text}
          onChange={(e) => set('text', e.target.value)}
          {...state('text', values.text)}
          aria-describedby="canned-text-count"
        />
        <Form.Control.Feedback type="invalid">{fields.text}</Form.Control.Feedback>
        <Form.Text id="canned-text-count" muted>
          {t('count', { count: values.text.trim().length, max: CANNED_TEXT_MAX })}
        </Form.Text>
      </Form.Group>
    </>
  );
}
