'use client';
import { useMemo, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { useCountryName } from '@/lib/hooks/use-profile-labels';
import { COUNTRIES } from '@/shared/constants';
import { packageCreateSchema } from '@/shared/schemas/staff-commerce';
import type { StaffPackageDto } from '@/shared/types/staff-commerce';
import { useSavePackage, useSitePackages } from '../../api/site-commerce';
import { centsFrom, formatCents } from './money';
import styles from './sites.module.scss';

const column = createColumnHelper<StaffPackageDto>();

/** A new package: country, credits, price and whether it is the intro offer. */
function AddPackageForm({ siteId }: { siteId: number }) {
  const t = useTranslations('Staff.sites.packages');
  const countryName = useCountryName();
  const [draft, setDraft] = useState({ country: 'NL', credits: '', price: '', intro: false });
  const { bindForm, ...errors } = useFormErrors();
  const save = useSavePackage(siteId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = errors.check(packageCreateSchema, {
      site: siteId,
      country: draft.country,
      credits: Number(draft.credits),
      price_cents: centsFrom(draft.price),
      is_intro: draft.intro,
    });
    if (!input) return;
    errors.clear();
    save.mutate(input, { onSuccess: () => setDraft((d) => ({ ...d, credits: '', price: '' })), onError: errors.fromError });
  };
  const alert = errors.alert;
  return (
    <Form ref={bindForm} noValidate onSubmit={submit} className="card card-body mb-3" aria-label={t('add')}>
      {alert && <Alert variant="danger">{alert}</Alert>}
      <Row className="align-items-end">
        <Form.Group as={Col} sm={6} lg={3} className="mb-2" controlId="package-country">
          <Form.Label>{t('country')}</Form.Label>
          <Form.Select value={draft.country} onChange={(e) => setDraft({ ...draft, country: e.target.value })}>
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {countryName(code) ?? code}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group as={Col} sm={6} lg={2} className="mb-2" controlId="package-credits">
          <Form.Label>{t('credits')}</Form.Label>
          <Form.Control
            inputMode="numeric"
            value={draft.credits}
            {...errors.state('credits', draft.credits)}
            onChange={(e) => setDraft({ ...draft, credits: e.target.value })}
          />
          <Form.Control.Feedback type="invalid">{errors.fields.credits}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group as={Col} sm={6} lg={2} className="mb-2" controlId="package-price">
          <Form.Label>{t('price')}</Form.Label>
          <Form.Control
            inputMode="decimal"
            value={draft.price}
            {...errors.state('price_cents', draft.price)}
            onChange={(e) => setDraft({ ...draft, price: e.target.value })}
          />
          <Form.Control.Feedback type="invalid">{errors.fields.price_cents}</Form.Control.Feedback>
        </Form.Group>
        <Col sm={6} lg={2} className="mb-2">
          <Form.Check id="package-intro" label={t('intro')} checked={draft.intro} onChange={(e) => setDraft({ ...draft, intro: e.target.checked })} />
        </Col>
        <Col lg={3} className="mb-2 text-lg-end">
          <Button type="submit" disabled={save.isPending}>
            {t('add')}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}

/** The site's credit packages per country; a package is taken off sale, never deleted (orders point to it). */
export function PackagesSection({ siteId }: { siteId: number }) {
  const t = useTranslations('Staff.sites.packages');
  const locale = useLocale();
  const countryName = useCountryName();
  const list = useSitePackages(siteId);
  const save = useSavePackage(siteId);
  const [shownCountry, setShownCountry] = useState('');
  const rows = useMemo(() => (list.data ?? []).filter((p) => !shownCountry || p.country === shownCountry), [list.data, shownCountry]);
  const columns = useMemo(
    () => [
      column.accessor('country', { header: t('country'), cell: (c) => countryName(c.getValue()) ?? c.getValue() }),
      column.accessor('credits', { header: t('credits') }),
      column.accessor('price_cents', { header: t('price'), cell: (c) => formatCents(c.getValue(), c.row.original.currency, locale) }),
      column.accessor('is_intro', { header: t('intro'), cell: (c) => (c.getValue() ? t('yes') : '') }),
      column.accessor('active', { header: t('state'), cell: (c) => (c.getValue() ? t('onSale') : t('offSale')) }),
      column.display({
        id: 'toggle',
        header: () => <span className="visually-hidden">{t('actions')}</span>,
        cell: (c) => (
          <Button size="sm" variant="outline-secondary" onClick={() => save.mutate({ id: c.row.original.id, active: !c.row.original.active })}>
            {c.row.original.active ? t('deactivate') : t('activate')}
          </Button>
        ),
      }),
    ],
    [t, countryName, locale, save],
  );
  return (
    <section aria-label={t('title')}>
      <AddPackageForm siteId={siteId} />
      {save.error && <Alert variant="danger">{save.error.message}</Alert>}
      <Form.Group className={`mb-2 ${styles.narrowPick}`} controlId="packages-shown-country">
        <Form.Label>{t('shownCountry')}</Form.Label>
        <Form.Select value={shownCountry} onChange={(e) => setShownCountry(e.target.value)}>
          <option value="">{t('allCountries')}</option>
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {countryName(code) ?? code}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {list.data && <DataTable columns={columns as never} data={rows} caption={t('title')} empty={<p>{t('empty')}</p>} rowId={(p) => String(p.id)} />}
    </section>
  );
}
