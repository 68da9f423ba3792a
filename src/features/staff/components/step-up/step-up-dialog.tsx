'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@/lib/http-client';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { staffCodeSchema } from '@/shared/schemas/staff';
import { confirmStaffSession, type SecondFactorInput } from '../../api/session';
import { passkeyAnswer } from '../../api/passkeys';
import { usePasskeySupport } from '../../hooks/use-passkey-support';
import { staffKeys } from '../../query-keys';
import styles from '../staff.module.scss';

export type StepUpDialogProps = { show: boolean; onConfirmed: () => void; onCancel: () => void };

/**
 * "Confirm it's you": a fresh code from the authenticator app, or a passkey, before an action the
 * server guards with a recent second factor (403 `code_required`). Confirmed, the action runs again.
 */
export function StepUpDialog({ show, onConfirmed, onCancel }: StepUpDialogProps) {
  const t = useTranslations('Staff');
  const queryClient = useQueryClient();
  const passkeys = usePasskeySupport();
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const { fields, alert, check, fromError, clear, state, setAlert } = useFormErrors();

  const confirm = async (proof: () => Promise<SecondFactorInput>) => {
    clear();
    setBusy(true);
    try {
      await confirmStaffSession(await proof());
      setOtp('');
      void queryClient.invalidateQueries({ queryKey: staffKeys.session });
      onConfirmed();
    } catch (error) {
      // The browser's own refusals (cancelled, no passkey here) are not the server's.
      if (error instanceof HttpError) fromError(error);
      else setAlert(t('passkeys.notUsed'));
    } finally {
      setBusy(false);
    }
  };
  const cancel = () => (setOtp(''), clear(), onCancel());

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const input = check(staffCodeSchema, { otp });
    if (input) void confirm(async () => ({ otp: input.otp }));
  };

  return (
    <Modal show={show} onHide={cancel} centered aria-labelledby="step-up-title">
      <Form noValidate onSubmit={submitCode}>
        <Modal.Header closeButton closeLabel={t('team.cancel')}>
          <Modal.Title id="step-up-title" as="h2" className="h5">
            {t('stepUp.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-body-secondary">{t('stepUp.intro')}</p>
          {(alert ?? fields.passkey) && <Alert variant="danger">{alert ?? fields.passkey}</Alert>}
          <Form.Group controlId="step-up-otp">
            <Form.Label>{t('otp')}</Form.Label>
            <Form.Control
              className={styles.otp}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
              value={otp}
              {...state('otp', otp)}
              onChange={(event) => setOtp(event.target.value)}
            />
            <Form.Control.Feedback type="invalid">{fields.otp}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          {passkeys && (
            <Button
              variant="outline-secondary"
              className="me-auto"
              onClick={() => void confirm(async () => ({ passkey: await passkeyAnswer() }))}
              disabled={busy}
            >
              <i className="bi bi-fingerprint me-1" aria-hidden />
              {t('stepUp.passkey')}
            </Button>
          )}
          <Button variant="outline-secondary" onClick={cancel}>
            {t('team.cancel')}
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
