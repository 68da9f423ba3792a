'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { HttpError } from '@/lib/http-client';
import { useConfirmCode } from '../../api/confirm-code';
import styles from '../staff.module.scss';

type Props = { show: boolean; onConfirmed: () => void; onCancel: () => void };

/** Asks for the authenticator app's current code (PUT /api/staff/session.php), then lets the action run again. */
export function CodePrompt({ show, onConfirmed, onCancel }: Props) {
  const t = useTranslations('Staff');
  const [otp, setOtp] = useState('');
  const confirm = useConfirmCode();
  const error = confirm.error instanceof HttpError ? (confirm.error.fields.otp ?? confirm.error.message) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(otp.trim(), { onSuccess: () => (setOtp(''), confirm.reset(), onConfirmed()) });
  };
  const cancel = () => (setOtp(''), confirm.reset(), onCancel());

  return (
    <Modal show={show} onHide={cancel} centered aria-labelledby="code-prompt-title">
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t('team.cancel')}>
          <Modal.Title as="h2" id="code-prompt-title" className="h5">
            {t('team.codeTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-body-secondary">{t('team.codeHelp')}</p>
          <Form.Group controlId="step-up-otp">
            <Form.Label>{t('otp')}</Form.Label>
            <Form.Control
              className={styles.otp}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
              value={otp}
              isInvalid={Boolean(error)}
              onChange={(e) => setOtp(e.target.value)}
            />
            <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
          </Form.Group>
          {confirm.isError && !(confirm.error instanceof HttpError) && <Alert variant="danger">{confirm.error.message}</Alert>}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={cancel}>
            {t('team.cancel')}
          </Button>
          <Button type="submit" disabled={confirm.isPending || otp.trim().length !== 6}>
            {confirm.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
            {t('team.confirm')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
