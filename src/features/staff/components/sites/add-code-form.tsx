'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { useCountryName } from '@/lib/hooks/use-profile-labels';
import { COUNTRIES } from '@/shared/constants';
import { PAYMENT_METHODS } from '@/shared/payments';
import { discountCodeCreateSchema } from '@/shared/schemas/staff-commerce';
import { useSaveCode } from '../../api/site-commerce';
import { centsFrom } from './money';

const EMPTY = { code: '', percentage: '', minimum: '', country: '', methods: [] as string[], from: '', until: '', maxUses: '' };

/** A datetime-local value (the staff member's clock) as an ISO moment; null when empty. */
const moment = (local: string) => (local ? new Date(local).toISOString() : null);

/** A new code: percentage, minimum, country, methods, dates and a maximum of uses. */
export function AddCodeForm({ siteId }: { siteId: number }) {
  const t = useTranslations('Staff.sites.codes');
  const countryName = useCountryName();
  const [d, setD] = useState(EMPTY);
  const { bindForm, ...errors } = useFormErrors();
  const save = useSaveCode(siteId);
  const field = (name: keyof typeof EMPTY, apiName: string, label: string, type = 'text') => (
    <Form.Group as={Col} sm={6} lg={3} className="mb-2" controlId={`code-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control type={type} value={d[name] as string} {...errors.state(apiName, d[name])} onChange={(e) => setD({ ...d, [name]: e.target.value })} />
      <Form.Control.Feedback type="invalid">{errors.fields[apiName]}</Form.Control.Feedback>
    </Form.Group>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = errors.check(discountCodeCreateSchema, {
      site: siteId,
      code: d.code,
      percentage: Number(d.percentage),
      minimum_cents: d.minimum ? centsFrom(d.minimum) : 0,
      country: d.country || null,
      payment_methods: d.methods.length ? d.methods : null,
      valid_from: moment(d.from),
      valid_until: moment(d.until),
      max_uses: d.maxUses ? Number(d.maxUses) : null,
    });
    if (!input) return;
    errors.clear();
    save.mutate(input, { onSuccess: () => setD(EMPTY), onError: errors.fromError });
  };
  const alert = errors.alert;
  return (
    <Form ref={bindForm} noValidate onSubmit={submit} className="card card-body mb-3" aria-label={t('add')}>
      {alert && <Alert variant="danger">{alert}</Alert>}
      <Row>
        {field('code', 'code', t('code'))}
        {field('percentage', 'percentage', t('percentage'))}
        {field('minimum', 'minimum_cents', t('minimum'))}
        <Form.Group as={Col} sm={6} lg={3} className="mb-2" controlId="code-country">
          <Form.Label>{t('country')}</Form.Label>
          <Form.Select value={d.country} onChange={(e) => setD({ ...d, country: e.target.value })}>
            <option value="">{t('everyCountry')}</option>
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {countryName(code) ?? code}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {field('from', 'valid_from', t('validFrom'), 'datetime-local')}
        {field('until', 'valid_until', t('validUntil'), 'datetime-local')}
        {field('maxUses', 'max_uses', t('maxUses'))}
        <Form.Group as={Col} sm={6} lg={3} className="mb-2" controlId="code-methods">
          <Form.Label>{t('methods')}</Form.Label>
          <Form.Select multiple value={d.methods} onChange={(e) => setD({ ...d, methods: [...e.target.selectedOptions].map((o) => o.value) })}>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {method}
              </option>
            ))}
          </Form.Select>
          <Form.Text>{t('methodsHelp')}</Form.Text>
        </Form.Group>
      </Row>
      <div className="text-end">
        <Button type="submit" disabled={save.isPending}>
          {t('add')}
        </Button>
      </div>
    </Form>
  );
}
