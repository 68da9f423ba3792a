'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form } from 'react-bootstrap';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { creditAdjustmentSchema } from '@/shared/schemas/staff-members';
import type { MemberHitDto } from '@/shared/types/staff-members';
import { useAdjustCredits, type CreditAdjustmentInput } from '../../api/adjust-credits';
import type { StepUpGuard } from '../team/step-up-guard';
import { ConfirmModal } from './confirm-modal';

type Props = { member: Pick<MemberHitDto, 'id' | 'email'>; askedForCode: StepUpGuard };

/**
 * Adds or takes credits with a reason. The idempotency key is made when the form is checked, so a
 * retry after the step-up or a double click sends the same key and counts once.
 */
export function CreditAdjustForm({ member, askedForCode }: Props) {
  const t = useTranslations('Staff');
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState<CreditAdjustmentInput | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const { fields, alert, check, fromError, clear, state, bindForm } = useFormErrors();
  const adjust = useAdjustCredits();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const input = check(creditAdjustmentSchema, { member: member.id, delta, reason, idempotency_key: crypto.randomUUID() });
    if (input) setPending(input);
  };
  const send = (input: CreditAdjustmentInput) =>
    adjust.mutate(input, {
      onSuccess: (answer) => (setPending(null), setDelta(''), setReason(''), clear(), setDone(answer.balance)),
      onError: (error) => {
        // The confirmation is given: a step-up prompt replaces it, and its retry sends the same key.
        setPending(null);
        if (!askedForCode(error, () => send(input))) fromError(error);
      },
    });

  return (
    <Form ref={bindForm} noValidate onSubmit={submit} className="mb-3" aria-label={t('members.adjustHeading')}>
      {alert && <Alert variant="danger">{alert}</Alert>}
      {done !== null && <Alert variant="success">{t('members.adjusted', { credits: done })}</Alert>}
      <div className="row g-2 align-items-start">
        <Form.Group className="col-sm-3" controlId="credit-delta">
          <Form.Label className="small">{t('members.delta')}</Form.Label>
          <Form.Control inputMode="numeric" value={delta} {...state('delta', delta)} onChange={(e) => setDelta(e.target.value)} />
          <Form.Control.Feedback type="invalid">{fields.delta}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-sm-6" controlId="credit-reason">
          <Form.Label className="small">{t('members.reason')}</Form.Label>
          <Form.Control value={reason} maxLength={500} {...state('reason', reason)} onChange={(e) => setReason(e.target.value)} />
          <Form.Control.Feedback type="invalid">{fields.reason}</Form.Control.Feedback>
        </Form.Group>
        <div className="col-sm-3 pt-sm-4">
          <Button type="submit" variant="outline-primary" className="mt-sm-1 w-100">
            {t('members.adjustSubmit')}
          </Button>
        </div>
      </div>
      {pending && (
        <ConfirmModal
          title={t('members.adjustTitle')}
          body={t('members.adjustBody', { email: member.email, delta: pending.delta })}
          busy={adjust.isPending}
          onConfirm={() => send(pending)}
          onCancel={() => setPending(null)}
        />
      )}
    </Form>
  );
}
