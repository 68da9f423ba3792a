'use client';
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { openSignup } from '@/lib/signup-events';
import { isApiError } from '@/lib/http-client';
import { useLogin } from '../api/login';
import { AuthCard } from './auth-card';
import { safeNext } from './safe-next';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { paths } from '@/shared/paths';
import { TextField } from '@/components/forms/text-field';

/** The server's words on how to restore an account in its deletion period, and their language. */
type InDeletion = { message: string; lang?: string };

/** A refused login of an account in its 14-day deletion period: told how to restore, not 'Login mislukt'. */
function inDeletionOf(error: unknown): InDeletion | null {
  if (!isApiError(error, 'account_in_deletion')) return null;
  return { message: error.message, lang: error.language ?? undefined };
}

/** /login: e-mail and password; errors include the lock message (§8); then /members or ?next=. */
export function LoginForm({ next, reactivated = false }: { next: string | null; reactivated?: boolean }) {
  const t = useTranslations('LoginPage');
  const tDeleted = useTranslations('AccountDeletedPage');
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const errors = useFormErrors();
  const { bindForm } = errors;
  const login = useLogin();
  const [inDeletion, setInDeletion] = useState<InDeletion | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // The schema (and its validation library) loads on the first try, not with the page.
    const { loginSchema } = await import('@/shared/schemas/signup');
    const input = errors.check(loginSchema, { email, password });
    if (!input) return;
    errors.clear();
    setInDeletion(null);
    login.mutate(input, {
      onSuccess: () => {
        router.replace(safeNext(next));
        router.refresh();
      },
      onError: (error) => {
        const deletion = inDeletionOf(error);
        if (deletion) setInDeletion(deletion);
        else errors.fromError(error);
      },
    });
  };

  return (
    <AuthCard title={t('title')}>
      <Form ref={bindForm} noValidate onSubmit={(event) => void submit(event)}>
        {errors.alert && (
          <Alert variant="danger" role="alert" lang={errors.alertLang}>
            {errors.alert}
          </Alert>
        )}
        {inDeletion && (
          <Alert variant="warning" role="alert" lang={inDeletion.lang}>
            {inDeletion.message}
          </Alert>
        )}
        {reactivated && !errors.alert && !inDeletion && (
          <Alert variant="success" role="status">
            {tDeleted('reactivated')}
          </Alert>
        )}
        <TextField
          id="login-email"
          label={t('email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={setEmail}
          error={errors.fields.email}
          state={errors.state('email', email)}
        />
        <TextField
          id="login-password"
          groupClassName="mb-2"
          label={t('password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.fields.password}
          state={errors.state('password', password)}
        />
        <p className="small text-end mb-3">
          <Link href={paths.auth.resetPassword}>{t('forgotPassword')}</Link>
        </p>
        <Button type="submit" size="lg" className={`w-100`} disabled={login.isPending || login.isSuccess}>
          {(login.isPending || login.isSuccess) && <Spinner size="sm" className="me-2" aria-hidden />}
          {t('submit')}
        </Button>
      </Form>
      <hr />
      <p className="text-center small mb-0">
        {t('noAccount')}{' '}
        <Button variant="link" className="p-0 align-baseline small" onClick={openSignup}>
          {t('signup')}
        </Button>
      </p>
    </AuthCard>
  );
}
