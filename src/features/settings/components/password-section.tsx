'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { TextField } from '@/components/forms/text-field';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { passwordChangeSchema } from '@/shared/schemas/account';
import { useChangePassword } from '../api/change-password';
import { SettingsCard } from './settings-card';

/** Settings: change the password with the current one (§5); other devices are logged out. */
export function PasswordSection() {
  const t = useTranslations('AccountSettings');
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const errors = useFormErrors();
  const { bindForm } = errors;
  const change = useChangePassword();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = errors.check(passwordChangeSchema, { old_password: oldPassword, password, password_repeat: repeat });
    if (!input) return;
    errors.clear();
    change.mutate(input, {
      onSuccess: () => {
        setOldPassword('');
        setPassword('');
        setRepeat('');
      },
      onError: errors.fromError,
    });
  };

  return (
    <SettingsCard id="settings-password" title={t('passwordTitle')}>
      <Form ref={bindForm} noValidate onSubmit={submit}>
        {change.isSuccess && <Alert variant="success">{t('passwordSaved')}</Alert>}
        {errors.alert && <Alert variant="danger">{errors.alert}</Alert>}
        <TextField
          id="settings-old-password"
          type="password"
          autoComplete="current-password"
          label={t('oldPassword')}
          value={oldPassword}
          onChange={setOldPassword}
          error={errors.fields.old_password}
          state={errors.state('old_password', oldPassword)}
        />
        <TextField
          id="settings-new-password"
          type="password"
          autoComplete="new-password"
          label={t('newPassword')}
          value={password}
          onChange={setPassword}
          error={errors.fields.password}
          state={errors.state('password', password)}
        />
        <TextField
          id="settings-repeat-password"
          type="password"
          autoComplete="new-password"
          label={t('repeatPassword')}
          value={repeat}
          onChange={setRepeat}
          error={errors.fields.password_repeat}
          state={errors.state('password_repeat', repeat)}
        />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
          {t('savePassword')}
        </Button>
      </Form>
    </SettingsCard>
  );
}
