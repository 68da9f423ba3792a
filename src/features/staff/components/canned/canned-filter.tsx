'use client';
import { useTranslations } from 'next-intl';
import { Col, Form, Row } from 'react-bootstrap';
import { languageName } from '@/components/layout/language-name';
import type { Locale } from '@/shared/constants';
import type { StaffSiteDto } from '@/shared/types/staff';

export type CannedFilter = { site: string; language: string };

type Props = { sites: StaffSiteDto[]; languages: string[]; value: CannedFilter; onChange: (filter: CannedFilter) => void };

/** Which site and language to show; empty means all of the scope. */
export function CannedFilterForm({ sites, languages, value, onChange }: Props) {
  const t = useTranslations('Staff.canned');
  return (
    <Row className="g-2 mb-3" as="form" role="search" aria-label={t('filterLabel')} onSubmit={(e) => e.preventDefault()}>
      <Col xs={12} sm="auto">
        <Form.Select size="sm" aria-label={t('site')} value={value.site} onChange={(e) => onChange({ ...value, site: e.target.value })}>
          <option value="">{t('allSites')}</option>
          {sites.map((site) => (
            <option key={site.id} value={site.domain}>
              {site.name} ({site.domain})
            </option>
          ))}
        </Form.Select>
      </Col>
      <Col xs={12} sm="auto">
        <Form.Select size="sm" aria-label={t('language')} value={value.language} onChange={(e) => onChange({ ...value, language: e.target.value })}>
          <option value="">{t('allLanguages')}</option>
          {languages.map((language) => (
            <option key={language} value={language}>
              {languageName(language as Locale)}
            </option>
          ))}
        </Form.Select>
      </Col>
    </Row>
  );
}
