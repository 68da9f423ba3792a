'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { TextField } from '@/components/forms/text-field';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import type { AppealOutcome } from '@/shared/moderation';
import { appealDecisionSchema } from '@/shared/schemas/moderation-decisions';
import type { PendingDecisionDto } from '@/shared/types/moderation';
import { useAnswerAppeal } from '../../api/decisions';

type Props = { appeal: PendingDecisionDto; onClose: () => void };

/** The answer to an appeal: the decision upheld or overturned, with a reason mailed to the member. */
export function AppealAnswerDialog({ appeal, onClose }: Props) {
  const t = useTranslations('Staff');
  const [reason, setReason] = useState('');
  const { fields, alert, check, fromError, clear, state, bindForm } = useFormErrors();
  const answer = useAnswerAppeal();
  const send = (outcome: AppealOutcome) => {
    const input = check(appealDecisionSchema, { decision: appeal.id, outcome, reason });
    if (!input) return;
    clear();
    answer.mutate(input, { onSuccess: onClose, onError: fromError });
  };
  return (
    <Modal show onHide={onClose} centered>
      <Form ref={bindForm} noValidate onSubmit={(e) => e.preventDefault()}>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            {t('decide.answerTitle', { reference: appeal.reference })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {alert && <Alert variant="danger">{alert}</Alert>}
          <p className="small mb-1 fw-semibold">{t('decide.colAppeal')}</p>
          <blockquote className="small border-start ps-2 text-break">{appeal.appeal?.text}</blockquote>
          <TextField
            id="appeal-answer-reason"
            as="textarea"
            rows={3}
            label={t('decide.reason')}
            help={t('decide.answerHelp')}
            value={reason}
            onChange={setReason}
            error={fields.reason}
            state={state('reason', reason)}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => send('upheld')} disabled={answer.isPending}>
            {t('decide.uphold')}
          </Button>
          <Button variant="primary" onClick={() => send('overturned')} disabled={answer.isPending}>
            {answer.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
            {t('decide.overturn')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
