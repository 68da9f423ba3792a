'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import type { SiteSection } from './use-site-section';

/** A section's form: its fields, the refusal if any, and one save button that says when it is done. */
export function SectionForm({ section, label, children }: { section: SiteSection; label: string; children: ReactNode }) {
  const t = useTranslations('Staff.sites');
  const { bindForm, errors, submit, pending, saved } = section;
  const alert = errors.alert;
  return (
    <Form ref={bindForm} noValidate onSubmit={submit} aria-label={label}>
      {alert && <Alert variant="danger">{alert}</Alert>}
      {children}
      <div className="d-flex align-items-center gap-3 justify-content-end">
        {saved && (
          <span className="text-success small" role="status">
            <i className="bi bi-check-circle me-1" aria-hidden />
            {t('saved')}
          </span>
        )}
        <Button type="submit" disabled={pending}>
          {pending && <Spinner size="sm" className="me-2" aria-hidden />}
          {t('save')}
        </Button>
      </div>
    </Form>
  );
}

type FieldProps = { section: SiteSection; name: string; label: string; help?: string; children: ReactNode; className?: string };

/** A labelled field with its message; `name` is the field's path in the API's answer (extra.gift_credits). */
export function SiteField({ section, name, label, help, children, className = 'mb-3' }: FieldProps) {
  const error = section.errors.fields[name];
  return (
    <Form.Group className={className} controlId={`site-${name.replace('.', '-')}`}>
      <Form.Label>{label}</Form.Label>
      {children}
      {error && <div className="invalid-feedback d-block">{error}</div>}
      {help && <Form.Text>{help}</Form.Text>}
    </Form.Group>
  );
}
