'use client';
import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { useSites } from '../../api/sites';
import { NewSiteForm } from './new-site-form';
import { SiteEditor } from './site-editor';
import { SitesTable } from './sites-table';

type View = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: number };

/** /staff/sites (admins): the brand console. Every site, a new one, and one site's sections. */
export function SitesPage() {
  const t = useTranslations('Staff.sites');
  const sites = useSites();
  const [view, setView] = useState<View>({ kind: 'list' });
  const edit = useCallback((id: number) => setView({ kind: 'edit', id }), []);
  return (
    <div className="container-fluid py-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 mb-0 me-auto">{t('title')}</h1>
        {view.kind === 'list' && (
          <Button onClick={() => setView({ kind: 'new' })}>
            <i className="bi bi-plus-lg me-1" aria-hidden />
            {t('add')}
          </Button>
        )}
      </div>
      {view.kind === 'new' && <NewSiteForm onCreated={(site) => edit(site.id)} onCancel={() => setView({ kind: 'list' })} />}
      {view.kind === 'edit' && <SiteEditor id={view.id} onBack={() => setView({ kind: 'list' })} />}
      {view.kind !== 'edit' && sites.data && <SitesTable sites={sites.data} onEdit={edit} />}
      {sites.isPending && <Spinner aria-label={t('loading')} />}
      {sites.error && <Alert variant="danger">{sites.error.message}</Alert>}
    </div>
  );
}
