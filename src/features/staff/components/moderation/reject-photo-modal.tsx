'use client';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { photoRejectFormSchema } from '@/shared/schemas/photo-review';
import type { PendingPhotoDto } from '@/shared/types/moderation';

type Props = {
  item: PendingPhotoDto;
  busy: boolean;
  succeeded: boolean;
  onReject: (reason: string, onError: (error: unknown) => void) => void;
  onCancel: () => void;
  onDone: () => void;
};

/** Asks the reason for a rejection: the member reads it in the mail, so it is required. */
export function RejectPhotoModal({ item, busy, succeeded, onReject, onCancel, onDone }: Props) {
  const t = useTranslations('Staff');
  const [reason, setReason] = useState('');
  const { fields, alert, check, fromError, state, bindForm } = useFormErrors();
  useEffect(() => {
    if (succeeded) onDone();
  }, [succeeded, onDone]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = check(photoRejectFormSchema, { reason });
    if (input) onReject(input.reason, fromError);
  };
  return (
    <Modal show onHide={onCancel} centered aria-labelledby="reject-photo-title">
      <Form ref={bindForm} noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('photoReview.cancel')}>
          <Modal.Title as="h2" id="reject-photo-title" className="h5">
            {t('photoReview.rejectTitle', { name: item.member.name })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {alert && <Alert variant="danger">{alert}</Alert>}
          <Form.Group controlId="reject-photo-reason">
            <Form.Label>{t('photoReview.reasonLabel')}</Form.Label>
            <Form.Control as="textarea" rows={3} value={reason} maxLength={500} {...state('reason', reason)} onChange={(e) => setReason(e.target.value)} />
            <Form.Control.Feedback type="invalid">{fields.reason}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            {t('photoReview.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy && <Spinner size="sm" className="me-2" aria-hidden />}
            {t('photoReview.reject')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
