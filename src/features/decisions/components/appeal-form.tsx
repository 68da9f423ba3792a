'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { TextField } from '@/components/forms/text-field';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { appealFormSchema } from '@/shared/schemas/moderation-decisions';
import { useSendAppeal } from '../api/send-appeal';

type Props = { reference: string; token?: string };

/** The one appeal against a decision: a text, sent once; then the member waits for another moderator's answer. */
export function AppealForm({ reference, token }: Props) {
  const t = useTranslations('DecisionsPage');
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const { fields, alert, check, fromError, clear, state, bindForm } = useFormErrors();
  const send = useSendAppeal();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = check(appealFormSchema, { text });
    if (!input) return;
    clear();
    send.mutate({ reference, text: input.text, ...(token ? { token } : {}) }, { onSuccess: () => setSent(true), onError: fromError });
  };
  if (sent) return <Alert variant="success">{t('appealSent')}</Alert>;
  return (
    <Form ref={bindForm} noValidate onSubmit={submit}>
      {alert && <Alert variant="danger">{alert}</Alert>}
      <TextField
        id={`appeal-${reference}`}
        as="textarea"
        rows={4}
        label={t('appealLabel')}
        help={t('appealHelp')}
        value={text}
        onChange={setText}
        error={fields.text}
        state={state('text', text)}
      />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
        {t('appealSubmit')}
      </Button>
    </Form>
  );
}
