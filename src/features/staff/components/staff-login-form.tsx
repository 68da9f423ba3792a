'use client';
import { useState, type FormEvent } from 'react';
import { HttpError } from '@/lib/http-client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { staffLoginSchema, staffPasswordSchema } from '@/shared/schemas/staff';
import { useStaffLogin } from '../api/session';
import { passkeyAnswer } from '../api/passkeys';
import { usePasskeySupport } from '../hooks/use-passkey-support';
import { safeStaffNext } from '../paths';
import { useSettings } from '@/components/providers/settings-context';
import styles from './staff.module.scss';

/**
 * /staff/login: e-mail, password and the authenticator app's code, or instead of the code a
 * passkey; then the inbox or ?next=.
 */
export function StaffLoginForm({ next }: { next: string | null }) {
  const t = useTranslations('Staff');
  const { name } = useSettings();
  const router = useRouter();
  const [values, setValues] = useState({ email: '', password: '', otp: '' });
  const { fields, alert, alertLang, check, fromError, clear, state, bindForm, setAlert } = useFormErrors();
  const login = useStaffLogin();
  const passkeys = usePasskeySupport();
  const [asking, setAsking] = useState(false);
  const busy = login.isPending || login.isSuccess || asking;
  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = check(staffLoginSchema, values);
    if (!input) return;
    clear();
    login.mutate(input, { onSuccess: () => router.replace(safeStaffNext(next)), onError: fromError });
  };

  const loginWithPasskey = async () => {
    const input = check(staffPasswordSchema, values);
    if (!input) return;
    clear();
    setAsking(true);
    try {
      const passkey = await passkeyAnswer();
      login.mutate({ ...input, passkey }, { onSuccess: () => router.replace(safeStaffNext(next)), onError: fromError });
    } catch (error) {
      // The browser's own refusals (cancelled, no passkey here) are not the server's: say so plainly.
      if (error instanceof HttpError) fromError(error);
      else setAlert(t('passkeys.notUsed'));
    } finally {
      setAsking(false);
    }
  };

  return (
    <main className={`container py-5 ${styles.loginCard}`}>
      <div className="card shadow-sm border-0">
        <div className="card-body p-4">
          <p className="text-body-secondary small mb-1">{t('brand', { name })}</p>
          <h1 className="h4 mb-3">{t('loginTitle')}</h1>
          <Form ref={bindForm} noValidate onSubmit={submit}>
            {alert && (
              <Alert variant="danger" role="alert" lang={alertLang}>
                {alert}
              </Alert>
            )}
            <Form.Group className="mb-3" controlId="staff-email">
              <Form.Label>{t('email')}</Form.Label>
              <Form.Control
                type="email"
                autoComplete="username"
                inputMode="email"
                value={values.email}
                {...state('email', values.email)}
                onChange={set('email')}
              />
              <Form.Control.Feedback type="invalid">{fields.email}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="mb-3" controlId="staff-password">
              <Form.Label>{t('password')}</Form.Label>
              <Form.Control
                type="password"
                autoComplete="current-password"
                value={values.password}
                {...state('password', values.password)}
                onChange={set('password')}
              />
              <Form.Control.Feedback type="invalid">{fields.password}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="mb-4" controlId="staff-otp">
              <Form.Label>{t('otp')}</Form.Label>
              <Form.Control
                className={styles.otp}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                aria-describedby="staff-otp-help"
                value={values.otp}
                {...state('otp', values.otp)}
                onChange={set('otp')}
              />
              <Form.Control.Feedback type="invalid">{fields.otp}</Form.Control.Feedback>
              <Form.Text id="staff-otp-help">{t('otpHelp')}</Form.Text>
            </Form.Group>
            <Button type="submit" className="w-100" disabled={busy}>
              {busy && <Spinner size="sm" className="me-2" aria-hidden />}
              {t('loginSubmit')}
            </Button>
            {passkeys && (
              <>
                <p className={`text-body-secondary small text-center my-3 ${styles.orLine}`}>{t('passkeys.or')}</p>
                <Button type="button" variant="outline-secondary" className="w-100" disabled={busy} onClick={loginWithPasskey}>
                  <i className="bi bi-fingerprint me-2" aria-hidden />
                  {t('passkeys.loginWith')}
                </Button>
              </>
            )}
          </Form>
        </div>
      </div>
    </main>
  );
}
