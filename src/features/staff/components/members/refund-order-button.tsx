'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { staffRefundSchema } from '@/shared/schemas/staff-members';
import type { MemberOrderDto } from '@/shared/types/staff-members';
import { useRefundOrder, type RefundInput } from '../../api/refund-order';
import type { StepUpGuard } from '../team/step-up-guard';

type Props = { memberId: number; order: MemberOrderDto; amount: string; askedForCode: StepUpGuard };

/** Refunds one paid order, with the reason on the record; a stale code opens the step-up, whose retry sends it again. */
export function RefundOrderButton({ memberId, order, amount, askedForCode }: Props) {
  const t = useTranslations('Staff');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { fields, alert, check, fromError, clear, state, bindForm } = useFormErrors();
  const refund = useRefundOrder(memberId);
  const close = () => (setOpen(false), setReason(''), clear());
  const send = (input: RefundInput) =>
    refund.mutate(input, {
      onSuccess: close,
      onError: (error) => {
        if (!askedForCode(error, () => send(input))) fromError(error);
      },
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = check(staffRefundSchema, { order: order.id, reason });
    if (input) send(input);
  };
  return (
    <>
      <Button variant="outline-danger" size="sm" className="py-0" onClick={() => setOpen(true)} aria-label={t('members.refundOrder', { order: order.id })}>
        {t('members.refund')}
      </Button>
      <Modal show={open} onHide={close} centered aria-labelledby={`refund-${order.id}-title`}>
        <Form ref={bindForm} noValidate onSubmit={submit}>
          <Modal.Header closeButton closeLabel={t('members.cancel')}>
            <Modal.Title as="h2" id={`refund-${order.id}-title`} className="h5">
              {t('members.refundOrder', { order: order.id })}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {alert && <Alert variant="danger">{alert}</Alert>}
            {fields.order && <Alert variant="danger">{fields.order}</Alert>}
            <p>{t('members.refundBody', { amount })}</p>
            <Form.Group controlId={`refund-${order.id}-reason`}>
              <Form.Label>{t('members.reason')}</Form.Label>
              <Form.Control value={reason} maxLength={500} {...state('reason', reason)} onChange={(e) => setReason(e.target.value)} />
              <Form.Control.Feedback type="invalid">{fields.reason}</Form.Control.Feedback>
            </Form.Group>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close}>
              {t('members.cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={refund.isPending}>
              {refund.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
              {t('members.refundConfirm')}
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
