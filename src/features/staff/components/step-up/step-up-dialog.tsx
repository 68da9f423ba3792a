'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { HttpError } from '@/lib/http-client';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { staffCodeSchema } from '@/shared/schemas/staff';
import { confirmStaffSession, type SecondFactorInput } from '../../api/session';
import { passkeyAnswer } from '../../api/passkeys';

/**
 * "Confirm it's you": a fresh code from the authenticator app, or a passkey, before an action the
 * server guards with a recent second factor (403 `code_required`). Confirmed, the action is retried.
 */
export function StepUpDialog({ onConfirmed, onCancel }: { onConfirmed: () => void; onCancel: () => void }) {
  const t = useTranslations('Staff');
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const { fields, alert, check, fromError, clear, state, setAlert } = useFormErrors();

  const confirm = async (proof: () => Promise<SecondFactorInput>) => {
    clear();
    setBusy(true);
    try {
      await confirmStaffSession(await proof());
      onConfirmed();
    } catch (error) {
      if (error instanceof HttpError) fromError(error);
      else setAlert(t('passkeys.notUsed'));
    } finally {
      setBusy(false);
    }
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const input = check(staffCodeSchema, { otp });
    if (input) void confirm(async () => ({ otp: input.otp }));
  };

  return (
    <Modal show onHide={onCancel} centered aria-labelledby="step-up-title">
      <Form noValidate onSubmit={submitCode}>
        <Modal.Header closeButton>
          <Modal.Title id="step-up-title" as="h2" className="h5">
            {t('stepUp.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('stepUp.intro')}</p>
          {alert && <Alert variant="danger">{alert}</Alert>}
          <Form.Group controlId="step-up-otp">
            <Form.Label>{t('otp')}</Form.Label>
            <Form.Control
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
              value={otp}
              {...state('otp', otp)}
              onChange={(event) => setOtp(event.target.value)}
            />
            <Form.Control.Feedback type="invalid">{fields.otp ?? fields.passkey}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer className="justify-content-between">
          <Button variant="outline-secondary" onClick={() => void confirm(async () => ({ passkey: await passkeyAnswer() }))} disabled={busy}>
            <i className="bi bi-fingerprint me-1" aria-hidden />
            {t('stepUp.passkey')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy && <Spinner size="sm" className="me-1" aria-hidden />}
            {t('stepUp.confirm')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
