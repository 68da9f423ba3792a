'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { DELETION_REASONS, DELETION_REGRET_DAYS, DELETION_REMARKS_MAX, type DeletionReason } from '@/shared/constants';
import { deleteAccountSchema, deletionReasonSchema } from '@/shared/schemas/account';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { useDeleteAccount } from '../api/delete-account';
import { DeletionOffer } from './deletion-offer';
import { paths } from '@/shared/paths';
import { TextField } from '@/components/forms/text-field';

type Step = 'reason' | 'offer' | 'confirm';

/** §3 account deletion: reason → the offer for it (skippable) → password → /account-deleted. */
export function DeleteSection() {
  const t = useTranslations('AccountDeletion');
  const [step, setStep] = useState<Step>('reason');
  const [reason, setReason] = useState<DeletionReason | null>(null);
  const [remarks, setRemarks] = useState('');
  const [password, setPassword] = useState('');
  const errors = useFormErrors();
  const { bindForm } = errors;
  const remove = useDeleteAccount();
  const router = useRouter();
  const queryClient = useQueryClient();

  const toOffer = (event: React.FormEvent) => {
    event.preventDefault();
    if (!errors.check(deletionReasonSchema, { reason, remarks })) return;
    errors.clear();
    setStep('offer');
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = errors.check(deleteAccountSchema, { reason, remarks, password });
    if (!input) return;
    errors.clear();
    const done = () => {
      // The session is gone: nothing cached about the member may show any more.
      queryClient.clear();
      router.replace(paths.auth.accountDeleted);
    };
    remove.mutate(input, { onSuccess: done, onError: errors.fromError });
  };

  return (
    <Card className="mb-4 border-0 shadow-sm" as="section" aria-labelledby="delete-title">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h5 fw-bold mb-3" id="delete-title">
          {t('title')}
        </h2>
        {errors.alert && <Alert variant="danger">{errors.alert}</Alert>}
        {step === 'reason' && (
          <Form ref={bindForm} noValidate onSubmit={toOffer}>
            <fieldset className="mb-3">
              <legend className="fs-6">{t('intro')}</legend>
              {DELETION_REASONS.map((value) => (
                <Form.Check
                  key={value}
                  type="radio"
                  name="delete-reason"
                  id={`delete-reason-${value}`}
                  label={t(`reasons.${value}`)}
                  checked={reason === value}
                  {...errors.state('reason', reason)}
                  onChange={() => setReason(value)}
                />
              ))}
              {errors.fields.reason && <div className="invalid-feedback d-block">{errors.fields.reason}</div>}
            </fieldset>
            <TextField
              id="delete-remarks"
              label={reason === 'other' ? t('remarksRequired') : t('remarks')}
              as="textarea"
              rows={3}
              maxLength={DELETION_REMARKS_MAX}
              value={remarks}
              onChange={setRemarks}
              error={errors.fields.remarks}
              state={errors.state('remarks', remarks)}
            />
            <Button type="submit" variant="outline-danger">
              {t('next')}
            </Button>
          </Form>
        )}
        {step === 'offer' && reason && <DeletionOffer reason={reason} onSkip={() => setStep('confirm')} />}
        {step === 'confirm' && (
          <Form ref={bindForm} noValidate onSubmit={submit}>
            <p>{t('confirmText', { days: DELETION_REGRET_DAYS })}</p>
            <Form.Group className="mb-3" controlId="delete-password">
              <Form.Label>{t('password')}</Form.Label>
              <Form.Control
                type="password"
                autoComplete="current-password"
                value={password}
                {...errors.state('password', password)}
                onChange={(e) => setPassword(e.target.value)}
              />
              <Form.Control.Feedback type="invalid">{errors.fields.password}</Form.Control.Feedback>
            </Form.Group>
            <div className="d-flex flex-wrap gap-2">
              <Button type="submit" variant="danger" disabled={remove.isPending}>
                {remove.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
                {t('confirm', { days: DELETION_REGRET_DAYS })}
              </Button>
              <Button variant="link" className="px-0 px-sm-3" onClick={() => setStep('reason')}>
                {t('back')}
              </Button>
            </div>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
