'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { TextField } from '@/components/forms/text-field';
import { useUser } from '@/lib/api/current-user';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { mailChangeSchema } from '@/shared/schemas/account';
import { useRequestMailChange } from '../api/request-mail-change';
import { SettingsCard } from './settings-card';

/** Settings: the current address, and a new one confirmed by a link mailed to it (§5). */
export function EmailSection() {
  const t = useTranslations('AccountSettings');
  const { data: user } = useUser();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const errors = useFormErrors();
  const { bindForm } = errors;
  const request = useRequestMailChange();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = errors.check(mailChangeSchema, { email, password });
    if (!input) return;
    errors.clear();
    request.mutate(input, {
      onSuccess: () => {
        setSentTo(input.email);
        setEmail('');
        setPassword('');
      },
      onError: errors.fromError,
    });
  };

  return (
    <SettingsCard id="settings-email" title={t('emailTitle')}>
      {user && <p className="text-body-secondary">{t('currentEmail', { email: user.email })}</p>}
      <Form ref={bindForm} noValidate onSubmit={submit}>
        {sentTo && <Alert variant="success">{t('emailSent', { email: sentTo })}</Alert>}
        {errors.alert && <Alert variant="danger">{errors.alert}</Alert>}
        <TextField
          id="settings-new-email"
          type="email"
          autoComplete="email"
          label={t('newEmail')}
          value={email}
          onChange={setEmail}
          error={errors.fields.email}
          state={errors.state('email', email)}
        />
        <TextField
          id="settings-email-password"
          type="password"
          autoComplete="current-password"
          label={t('password')}
          value={password}
          onChange={setPassword}
          error={errors.fields.password}
          state={errors.state('password', password)}
        />
        <Button type="submit" disabled={request.isPending}>
          {request.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
          {t('saveEmail')}
        </Button>
      </Form>
    </SettingsCard>
  );
}
