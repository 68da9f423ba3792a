'use client';
import { useTranslations } from 'next-intl';
import { Col, Form, Row } from 'react-bootstrap';
import type { StaffSiteDto } from '@/shared/types/staff-sites';
import { LanguageChecks } from '../scope-checks';
import { CountryChecks } from './country-checks';
import { NicheSelect } from './niche-select';
import { SectionForm, SiteField } from './section-form';
import { useSiteSection } from './use-site-section';

const pick = (d: StaffSiteDto) => ({
  domain: d.domain,
  name: d.name,
  domain_language: d.domain_language,
  niche: d.niche,
  languages: d.languages,
  countries: d.countries,
  support_phone: d.support_phone,
  support_email: d.support_email,
});

/** Who the site is: domain, name, language, niche, the languages and countries it serves, support contacts. */
export function GeneralSection({ site }: { site: StaffSiteDto }) {
  const t = useTranslations('Staff.sites');
  const section = useSiteSection(site, pick);
  const { draft, set, errors } = section;
  return (
    <SectionForm section={section} label={t('sections.general')}>
      <Row>
        <Col md={6}>
          <SiteField section={section} name="domain" label={t('domain')} help={t('domainHelp')}>
            <Form.Control value={draft.domain} {...errors.state('domain', draft.domain)} onChange={(e) => set('domain', e.target.value)} />
          </SiteField>
        </Col>
        <Col md={6}>
          <SiteField section={section} name="name" label={t('name')}>
            <Form.Control value={draft.name} {...errors.state('name', draft.name)} onChange={(e) => set('name', e.target.value)} />
          </SiteField>
        </Col>
        <Col md={6}>
          <SiteField section={section} name="domain_language" label={t('domainLanguage')} help={t('domainLanguageHelp')}>
            <Form.Control
              value={draft.domain_language}
              {...errors.state('domain_language', draft.domain_language)}
              onChange={(e) => set('domain_language', e.target.value)}
            />
          </SiteField>
        </Col>
        <Col md={6}>
          <SiteField section={section} name="niche" label={t('niche')} help={t('nicheHelp')}>
            <NicheSelect value={draft.niche} onChange={(niche) => set('niche', niche)} invalid={Boolean(errors.fields.niche)} />
          </SiteField>
        </Col>
      </Row>
      <LanguageChecks
        idPrefix="site"
        className="mb-1"
        legend={t('languages')}
        value={draft.languages}
        onChange={(languages) => set('languages', languages as StaffSiteDto['languages'])}
        error={errors.fields.languages}
      />
      <p className="form-text mt-0">{t('languagesHelp')}</p>
      <CountryChecks
        idPrefix="site"
        legend={t('countries')}
        value={draft.countries}
        onChange={(countries) => set('countries', countries)}
        error={errors.fields.countries}
      />
      <Row>
        <Col md={6}>
          <SiteField section={section} name="support_email" label={t('supportEmail')}>
            <Form.Control
              type="email"
              value={draft.support_email}
              {...errors.state('support_email', draft.support_email)}
              onChange={(e) => set('support_email', e.target.value)}
            />
          </SiteField>
        </Col>
        <Col md={6}>
          <SiteField section={section} name="support_phone" label={t('supportPhone')}>
            <Form.Control
              value={draft.support_phone}
              {...errors.state('support_phone', draft.support_phone)}
              onChange={(e) => set('support_phone', e.target.value)}
            />
          </SiteField>
        </Col>
      </Row>
    </SectionForm>
  );
}
