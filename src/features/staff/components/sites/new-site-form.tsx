'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { siteCreateSchema } from '@/shared/schemas/staff-sites';
import type { StaffSiteDto } from '@/shared/types/staff-sites';
import { useCreateSite } from '../../api/sites';
import { NicheSelect } from './niche-select';

type Props = { onCreated: (site: StaffSiteDto) => void; onCancel: () => void };

/** A new site: domain, name, language and niche; everything else can follow in its editor. */
export function NewSiteForm({ onCreated, onCancel }: Props) {
  const t = useTranslations('Staff.sites');
  const [draft, setDraft] = useState({ domain: '', name: '', domain_language: 'nl-NL', niche: 1 });
  const { fields, alert, check, fromError, clear, state, bindForm } = useFormErrors();
  const create = useCreateSite();
  const set = (patch: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = check(siteCreateSchema, draft);
    if (!input) return;
    clear();
    create.mutate(input, { onSuccess: onCreated, onError: fromError });
  };

  return (
    <Form ref={bindForm} noValidate onSubmit={submit} className="card card-body mb-3" aria-labelledby="new-site-title">
      <h2 className="h5" id="new-site-title">
        {t('addTitle')}
      </h2>
      {alert && <Alert variant="danger">{alert}</Alert>}
      <Row>
        <Form.Group as={Col} md={6} className="mb-3" controlId="new-site-domain">
          <Form.Label>{t('domain')}</Form.Label>
          <Form.Control value={draft.domain} autoComplete="off" {...state('domain', draft.domain)} onChange={(e) => set({ domain: e.target.value })} />
          <Form.Control.Feedback type="invalid">{fields.domain}</Form.Control.Feedback>
          <Form.Text>{t('domainHelp')}</Form.Text>
        </Form.Group>
        <Form.Group as={Col} md={6} className="mb-3" controlId="new-site-name">
          <Form.Label>{t('name')}</Form.Label>
          <Form.Control value={draft.name} autoComplete="off" {...state('name', draft.name)} onChange={(e) => set({ name: e.target.value })} />
          <Form.Control.Feedback type="invalid">{fields.name}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group as={Col} md={6} className="mb-3" controlId="new-site-language">
          <Form.Label>{t('domainLanguage')}</Form.Label>
          <Form.Control
            value={draft.domain_language}
            {...state('domain_language', draft.domain_language)}
            onChange={(e) => set({ domain_language: e.target.value })}
          />
          <Form.Control.Feedback type="invalid">{fields.domain_language}</Form.Control.Feedback>
          <Form.Text>{t('domainLanguageHelp')}</Form.Text>
        </Form.Group>
        <Form.Group as={Col} md={6} className="mb-3" controlId="new-site-niche">
          <Form.Label>{t('niche')}</Form.Label>
          <NicheSelect value={draft.niche} onChange={(niche) => set({ niche })} />
        </Form.Group>
      </Row>
      <div className="d-flex gap-2 justify-content-end">
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
          {t('create')}
        </Button>
      </div>
    </Form>
  );
}
