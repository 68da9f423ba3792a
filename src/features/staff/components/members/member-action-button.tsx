'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { memberActionSchema } from '@/shared/schemas/staff-members';
import type { MemberHitDto } from '@/shared/types/staff-members';
import { useMemberAction, type MemberAction } from '../../api/member-actions';

type Props = { action: MemberAction; member: Pick<MemberHitDto, 'id' | 'email'> };

/** A support action on the member's account: confirmed in a dialog that asks for the reason on the record. */
export function MemberActionButton({ action, member }: Props) {
  const t = useTranslations('Staff');
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const [reason, setReason] = useState('');
  const { fields, alert, check, fromError, state, bindForm } = useFormErrors();
  const run = useMemberAction(action);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = check(memberActionSchema, { member: member.id, reason });
    if (input) run.mutate(input, { onSuccess: () => (setOpen(false), setReason(''), setDone(true)), onError: fromError });
  };
  return (
    <>
      <Button variant="outline-secondary" size="sm" onClick={() => (setDone(false), setOpen(true))}>
        {t(`members.${action}`)}
      </Button>
      {done && <span className="small text-success align-self-center">{t(`members.${action}Done`)}</span>}
      <Modal show={open} onHide={() => setOpen(false)} centered aria-labelledby={`${action}-title`}>
        <Form ref={bindForm} noValidate onSubmit={submit}>
          <Modal.Header closeButton closeLabel={t('members.cancel')}>
            <Modal.Title as="h2" id={`${action}-title`} className="h5">
              {t(`members.${action}`)}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {alert && <Alert variant="danger">{alert}</Alert>}
            <p className="text-break">{t(`members.${action}Body`, { email: member.email })}</p>
            <Form.Group controlId={`${action}-reason`}>
              <Form.Label>{t('members.reason')}</Form.Label>
              <Form.Control value={reason} maxLength={500} {...state('reason', reason)} onChange={(e) => setReason(e.target.value)} />
              <Form.Control.Feedback type="invalid">{fields.reason}</Form.Control.Feedback>
            </Form.Group>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={() => setOpen(false)}>
              {t('members.cancel')}
            </Button>
            <Button type="submit" disabled={run.isPending}>
              {run.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
              {t('members.confirm')}
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
