'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, ButtonGroup, Form, Spinner } from 'react-bootstrap';
import { TextField } from '@/components/forms/text-field';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { DECISION_ACTIONS, NOTICE_GROUNDS, type DecisionAction, type NoticeGround } from '@/shared/moderation';
import { decisionFormSchema } from '@/shared/schemas/moderation-decisions';
import type { DecisionDto, ModerationItemDto } from '@/shared/types/moderation';
import { useDecide, type DecisionInput } from '../../api/decisions';
import type { StepUpGuard } from '../team/step-up-guard';

type Props = { item: ModerationItemDto & { target: { id: number } }; askedForCode: StepUpGuard; onDecided: (decision: DecisionDto) => void };

const DEFAULT_DAYS = '7';
const DANGER = new Set<DecisionAction>(['suspend', 'ban']);

/**
 * The decision on one item: an action, the rule (the report's ground by default), the moderator's
 * explanation quoted to the member, and the days of a suspension. Suspend and ban ask for a recent code.
 */
export function DecisionForm({ item, askedForCode, onDecided }: Props) {
  const t = useTranslations('Staff');
  const labels = useTranslations('ComplaintsForm');
  const [action, setAction] = useState<DecisionAction | null>(null);
  const [reason, setReason] = useState('');
  const [ground, setGround] = useState<NoticeGround>(item.why);
  const [days, setDays] = useState(DEFAULT_DAYS);
  const { fields, alert, check, fromError, clear, state, bindForm } = useFormErrors();
  const decide = useDecide();
  const id = (name: string) => `decision-${item.id}-${name}`;

  const send = (input: DecisionInput) =>
    decide.mutate(input, { onSuccess: onDecided, onError: (error) => askedForCode(error, () => send(input)) || fromError(error) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = check(decisionFormSchema, { reason, ground, days });
    if (!input || !action) return;
    clear();
    send({
      report: item.id,
      member: item.target.id,
      action,
      reason: input.reason,
      ground: input.ground,
      ...(action === 'suspend' ? { days: Number(days) } : {}),
    });
  };

  return (
    <Form ref={bindForm} noValidate onSubmit={submit} className="border-top pt-3 mt-3" aria-label={t('decide.title', { reference: item.reference ?? '' })}>
      <ButtonGroup className="flex-wrap mb-2" role="group" aria-label={t('decide.actions')}>
        {DECISION_ACTIONS.map((a) => (
          <Button
            key={a}
            size="sm"
            variant={DANGER.has(a) ? 'outline-danger' : 'outline-secondary'}
            active={action === a}
            aria-pressed={action === a}
            onClick={() => setAction(a)}
          >
            {t(`decide.action.${a}`)}
          </Button>
        ))}
      </ButtonGroup>
      {action && (
        <div className="d-grid gap-2">
          {alert && <Alert variant="danger">{alert}</Alert>}
          <p className="small text-body-secondary mb-0">{t(`decide.explain.${action}`)}</p>
          <Form.Group controlId={id('ground')}>
            <Form.Label className="small fw-semibold">{t('decide.ground')}</Form.Label>
            <Form.Select size="sm" value={ground} onChange={(e) => setGround(e.target.value as NoticeGround)}>
              {NOTICE_GROUNDS.map((g) => (
                <option key={g} value={g}>
                  {labels(`whys.${g}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {action === 'suspend' && (
            <TextField
              id={id('days')}
              type="number"
              min={1}
              max={365}
              label={t('decide.days')}
              value={days}
              onChange={setDays}
              error={fields.days}
              state={state('days', days)}
              groupClassName=""
              labelClassName="small fw-semibold"
            />
          )}
          <TextField
            id={id('reason')}
            as="textarea"
            rows={3}
            label={t('decide.reason')}
            help={t('decide.reasonHelp')}
            value={reason}
            onChange={setReason}
            error={fields.reason}
            state={state('reason', reason)}
            groupClassName=""
            labelClassName="small fw-semibold"
          />
          <div className="d-flex gap-2 justify-content-end">
            <Button size="sm" variant="outline-secondary" onClick={() => (setAction(null), clear())}>
              {t('decide.cancel')}
            </Button>
            <Button size="sm" type="submit" variant={DANGER.has(action) ? 'danger' : 'primary'} disabled={decide.isPending}>
              {decide.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
              {t(`decide.submit.${action}`)}
            </Button>
          </div>
        </div>
      )}
    </Form>
  );
}
