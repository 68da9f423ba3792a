'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Form } from 'react-bootstrap';
import type { StaffSiteDto } from '@/shared/types/staff';
import { defaultStatsFilter, type StatsFilter } from '../../stats-filter';

type Props = { initial: StatsFilter; sites: StaffSiteDto[]; onApply: (filter: StatsFilter) => void };

/** The range (UTC days) and the site; the server checks the range and answers with field messages. */
export function StatsFilterForm({ initial, sites, onApply }: Props) {
  const t = useTranslations('StaffStats');
  const [values, setValues] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <Form onSubmit={submit} className="row g-2 align-items-end mb-3" aria-label={t('filterLabel')}>
      <Form.Group className="col-6 col-md-3 col-xl-2" controlId="stats-from">
        <Form.Label className="small mb-1">{t('from')}</Form.Label>
        <Form.Control size="sm" type="date" required value={values.from} onChange={(e) => setValues({ ...values, from: e.target.value })} />
      </Form.Group>
      <Form.Group className="col-6 col-md-3 col-xl-2" controlId="stats-to">
        <Form.Label className="small mb-1">{t('to')}</Form.Label>
        <Form.Control size="sm" type="date" required value={values.to} onChange={(e) => setValues({ ...values, to: e.target.value })} />
      </Form.Group>
      <Form.Group className="col-12 col-md-6 col-xl-3" controlId="stats-site">
        <Form.Label className="small mb-1">{t('site')}</Form.Label>
        <Form.Select size="sm" value={values.site} onChange={(e) => setValues({ ...values, site: e.target.value })}>
          <option value="">{t('allSites')}</option>
          {sites.map((site) => (
            <option key={site.id} value={site.domain}>
              {site.name} ({site.domain})
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <div className="col-12 col-xl-5 d-flex flex-wrap align-items-center gap-2">
        <Button type="submit" size="sm">
          {t('apply')}
        </Button>
        <Button type="button" size="sm" variant="outline-secondary" onClick={() => onApply(defaultStatsFilter())}>
          {t('lastThirtyDays')}
        </Button>
        <span className="small text-body-secondary">{t('utcNote')}</span>
      </div>
    </Form>
  );
}
