'use client';
import { useTranslations } from 'next-intl';
import { Alert, Button, Spinner, Tab, Tabs } from 'react-bootstrap';
import type { StaffSiteDto } from '@/shared/types/staff-sites';
import { useSite } from '../../api/sites';
import { GeneralSection } from './general-section';
import { LookSection } from './look-section';
import { SettingsSection } from './settings-section';
import { TextsSection } from './texts-section';
import { PackagesSection } from './packages-section';
import { CodesSection } from './codes-section';

/** The sections of one site, each with its own save. */
function Sections({ site }: { site: StaffSiteDto }) {
  const t = useTranslations('Staff.sites.sections');
  return (
    <Tabs defaultActiveKey="general" id="site-sections" className="mb-3" mountOnEnter>
      <Tab eventKey="general" title={t('general')}>
        <GeneralSection site={site} />
      </Tab>
      <Tab eventKey="settings" title={t('settings')}>
        <SettingsSection site={site} />
      </Tab>
      <Tab eventKey="texts" title={t('texts')}>
        <TextsSection site={site} />
      </Tab>
      <Tab eventKey="look" title={t('look')}>
        <LookSection site={site} />
      </Tab>
      <Tab eventKey="packages" title={t('packages')}>
        <PackagesSection siteId={site.id} />
      </Tab>
      <Tab eventKey="codes" title={t('codes')}>
        <CodesSection siteId={site.id} />
      </Tab>
    </Tabs>
  );
}

/** One site's editor: loaded with all its settings, then its sections. */
export function SiteEditor({ id, onBack }: { id: number; onBack: () => void }) {
  const t = useTranslations('Staff.sites');
  const site = useSite(id);
  return (
    <section className="card card-body" aria-labelledby="site-editor-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 className="h5 mb-0 me-auto" id="site-editor-title">
          {site.data ? t('editTitle', { name: site.data.name, domain: site.data.domain }) : t('loadingSite')}
        </h2>
        <Button variant="outline-secondary" size="sm" onClick={onBack}>
          <i className="bi bi-arrow-left me-1" aria-hidden />
          {t('backToList')}
        </Button>
      </div>
      {site.data && <Sections key={site.data.id} site={site.data} />}
      {site.isPending && <Spinner aria-label={t('loadingSite')} />}
      {site.error && <Alert variant="danger">{site.error.message}</Alert>}
    </section>
  );
}
