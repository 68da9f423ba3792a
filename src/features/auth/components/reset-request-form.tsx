'use client';
import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { RESET_TOKEN_HOURS } from '@/shared/constants';
import { resetRequestSchema } from '@/shared/schemas/password-reset';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from './auth-card';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { paths } from '@/shared/paths';
import { TextField } from '@/components/forms/text-field';

/** /reset-password: mails a link; 'E-mailadres niet gevonden' and the daily limit come from the server. */
export function ResetRequestForm() {
  const t = useTranslations('ResetPasswordPage');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const errors = useFormErrors();
  const { bindForm } = errors;
  const request = useRequestPasswordReset();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = errors.check(resetRequestSchema, { email });
    if (!input) return;
    errors.clear();
    request.mutate(input, { onSuccess: () => setSentTo(input.email), onError: errors.fromError });
  };

  if (sentTo) {
    return (
      <AuthCard title={t('sentTitle')} icon="envelope-check">
        <p role="status">{t.rich('sentText', { email: sentTo, strong: (chunks) => <strong className="text-break">{chunks}</strong> })}</p>
        <p className="small text-body-secondary">{t('sentSpam', { hours: RESET_TOKEN_HOURS })}</p>
        <Link href={paths.auth.login()} className={`btn btn-outline-primary`}>
          {t('toLogin')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('title')}>
      <p className="text-body-secondary">{t('intro')}</p>
      <Form ref={bindForm} noValidate onSubmit={submit}>
        {errors.alert && <Alert variant="danger">{errors.alert}</Alert>}
        <TextField
          id="reset-email"
          label={t('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={setEmail}
          error={errors.fields.email}
          state={errors.state('email', email)}
        />
        <Button type="submit" className={`w-100`} size="lg" disabled={request.isPending}>
          {request.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
          {t('submit')}
        </Button>
      </Form>
      <p className="text-center small mt-3 mb-0">
        <Link href={paths.auth.login()}>{t('backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
