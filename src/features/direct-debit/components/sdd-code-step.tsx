'use client';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/text-field';
import type { DirectDebitFlow } from '../hooks/use-direct-debit-flow';

/** Step 2: the 6-digit code from the SMS ('Code ongeldig' on a wrong one), a new code, or back to the details. */
export function SddCodeStep({ flow }: { flow: DirectDebitFlow }) {
  const { bindForm } = flow.errors;
  const t = useTranslations('DirectDebitPage');
  const busy = flow.confirm.isPending || flow.confirm.isSuccess;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    flow.confirmCode();
  };
  return (
    <Form ref={bindForm} noValidate onSubmit={submit}>
      <p role="status">{t('codeSent', { phone: flow.phoneHint ?? '' })}</p>
      <TextField
        id="sdd-otp"
        label={t('otp')}
        help={t('otpHelp')}
        value={flow.otp}
        onChange={(v) => flow.setOtp(v.replace(/\D/g, '').slice(0, 6))}
        error={flow.errors.fields.otp}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]{6}"
        maxLength={6}
        className="font-monospace fs-4 text-center"
        autoFocus
      />
      <Button type="submit" size="lg" className="w-100 mb-3" disabled={busy}>
        {busy && <Spinner size="sm" className="me-2" aria-hidden />}
        {t('confirm')}
      </Button>
      <div className="d-flex justify-content-between flex-wrap gap-2">
        <Button variant="link" className="p-0" onClick={flow.changeDetails}>
          {t('changeDetails')}
        </Button>
        <Button variant="link" className="p-0" onClick={flow.sendCode} disabled={flow.send.isPending}>
          {t('resendCode')}
        </Button>
      </div>
    </Form>
  );
}
