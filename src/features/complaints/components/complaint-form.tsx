'use client';
import { useState } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/text-field';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { complaintSchema, visitorComplaintSchema } from '@/shared/schemas/complaint';
import { useFileComplaint } from '../api/file-complaint';
import { ComplaintFields, EMPTY_COMPLAINT, type ComplaintValues } from './complaint-fields';
import { ComplaintSent } from './complaint-sent';

/** /complaints: a notice to moderation from anyone; a member is answered at their account's address. */
export function ComplaintForm({ isMember }: { isMember: boolean }) {
  const t = useTranslations('ComplaintsForm');
  const [values, setValues] = useState(EMPTY_COMPLAINT);
  const [reference, setReference] = useState<string | null>(null);
  const { fields, alert, check, fromError, clear, clearField, state, bindForm } = useFormErrors();
  const send = useFileComplaint();
  const onChange = (name: keyof ComplaintValues) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    clearField(name);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = isMember ? check(complaintSchema, { ...values, email: '' }) : check(visitorComplaintSchema, values);
    if (!input) return;
    clear();
    send.mutate(input, { onSuccess: (receipt) => setReference(receipt.reference), onError: fromError });
  };
  const another = () => {
    setValues(EMPTY_COMPLAINT);
    setReference(null);
    clear();
  };

  if (reference) return <ComplaintSent reference={reference} onAnother={another} />;
  return (
    <Form ref={bindForm} noValidate onSubmit={submit} aria-labelledby="complaint-form-title">
      <h2 id="complaint-form-title" className="h4">
        {t('title')}
      </h2>
      <p className="text-body-secondary">{t('intro')}</p>
      {alert && <Alert variant="danger">{alert}</Alert>}
      <ComplaintFields values={values} onChange={onChange} fields={fields} state={state} />
      {isMember ? (
        <p className="small text-body-secondary">{t('memberEmail')}</p>
      ) : (
        <TextField
          id="complaint-email"
          type="email"
          autoComplete="email"
          label={t('email')}
          help={t('emailHelp')}
          value={values.email}
          onChange={onChange('email')}
          required
          error={fields.email}
          state={state('email', values.email)}
          labelClassName="fw-semibold"
        />
      )}
      <Button type="submit" variant="primary" disabled={send.isPending}>
        {send.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
        {t('send')}
      </Button>
    </Form>
  );
}
