'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { HttpError } from '@/lib/http-client';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { useAddPasskey } from '../../api/passkeys';

/**
 * Adds a passkey of this device under a name its owner will recognise. A refusal for want of a
 * recent second factor goes to `onStepUp`, which asks for it and submits again.
 */
export function AddPasskeyForm({ onStepUp, onAdded }: { onStepUp: (error: unknown, retry: () => void) => boolean; onAdded: () => void }) {
  const t = useTranslations('Staff');
  const [name, setName] = useState('');
  const add = useAddPasskey();
  const { fields, alert, fromError, clear, state, setAlert, setField } = useFormErrors();

  const register = () => {
    clear();
    add.mutate(name.trim(), {
      onSuccess: () => {
        setName('');
        onAdded();
      },
      onError: (error) => {
        if (onStepUp(error, register)) return;
        // The browser's own refusals (cancelled, no authenticator) are not the server's.
        if (error instanceof HttpError) fromError(error);
        else setAlert(t('passkeys.notCreated'));
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) setField('name', 'required');
    else register();
  };

  return (
    <Form noValidate onSubmit={submit} className="d-flex flex-column flex-sm-row gap-2 align-items-sm-start">
      {(alert ?? fields.response) && (
        <Alert variant="danger" className="w-100">
          {alert ?? fields.response}
        </Alert>
      )}
      <Form.Group controlId="passkey-name" className="flex-grow-1">
        <Form.Label className="visually-hidden">{t('passkeys.nameLabel')}</Form.Label>
        <Form.Control
          value={name}
          maxLength={60}
          placeholder={t('passkeys.namePlaceholder')}
          aria-label={t('passkeys.nameLabel')}
          {...state('name', name)}
          onChange={(event) => setName(event.target.value)}
        />
        <Form.Control.Feedback type="invalid">{fields.name}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? <Spinner size="sm" className="me-1" aria-hidden /> : <i className="bi bi-plus-lg me-1" aria-hidden />}
        {t('passkeys.add')}
      </Button>
    </Form>
  );
}
