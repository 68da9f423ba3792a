'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { isApiError } from '@/lib/http-client';
import { resetCompleteSchema } from '@/shared/schemas/password-reset';
import { useCompletePasswordReset } from '../api/complete-password-reset';
import { AuthCard } from './auth-card';
import { InvalidResetLink } from './invalid-reset-link';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { paths } from '@/shared/paths';
import { TextField } from '@/components/forms/text-field';

/** /reset-password/do?token=…: the new password twice (§5), then logged in and on to /members. */
export function ResetCompleteForm({ token }: { token: string }) {
  const t = useTranslations('ResetPasswordPage');
  const router = useRouter();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [linkInvalid, setLinkInvalid] = useState(token.length < 10);
  const errors = useFormErrors();
  const { bindForm } = errors;
  const complete = useCompletePasswordReset();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = errors.check(resetCompleteSchema, { token, password, password_repeat: repeat });
    if (!input) return;
    errors.clear();
    complete.mutate(input, {
      onSuccess: () => {
        router.replace(paths.members.search());
        router.refresh();
      },
      onError: (error) => (isApiError(error, 'link_invalid') ? setLinkInvalid(true) : errors.fromError(error)),
    });
  };

  if (linkInvalid) return <InvalidResetLink />;
  const done = complete.isPending || complete.isSuccess;
  return (
    <AuthCard title={t('newTitle')}>
      <Form ref={bindForm} noValidate onSubmit={submit}>
        {errors.alert && <Alert variant="danger">{errors.alert}</Alert>}
        <TextField
          id="reset-password"
          label={t('newPassword')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={errors.fields.password}
          state={errors.state('password', password)}
        />
        <TextField
          id="reset-password-repeat"
          label={t('repeatPassword')}
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={setRepeat}
          error={errors.fields.password_repeat}
          state={errors.state('password_repeat', repeat)}
        />
        <Button type="submit" className={`w-100`} size="lg" disabled={done}>
          {done && <Spinner size="sm" className="me-2" aria-hidden />}
          {t('save')}
        </Button>
      </Form>
    </AuthCard>
  );
}
