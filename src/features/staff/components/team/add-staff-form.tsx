'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { staffCreateSchema } from '@/shared/schemas/staff';
import type { StaffEnrolmentDto, StaffTeamDto } from '@/shared/types/staff';
import { useAddStaffMember, type AddStaffInput } from '../../api/add-staff-member';
import { ScopeFields, type Scope } from './scope-fields';
import type { StepUpGuard } from './step-up-guard';

type Props = { sites: StaffTeamDto['sites']; askedForCode: StepUpGuard; onAdded: (enrolment: StaffEnrolmentDto) => void; onCancel: () => void };

const EMPTY_SCOPE: Scope = { role: 'operator', sites: [], languages: [] };

/** A new staff member: e-mail address, role and scope; the password and two-factor secret are generated. */
export function AddStaffForm({ sites, askedForCode, onAdded, onCancel }: Props) {
  const t = useTranslations('Staff');
  const [email, setEmail] = useState('');
  const [scope, setScope] = useState<Scope>(EMPTY_SCOPE);
  const { fields, alert, check, fromError, clear, state, bindForm } = useFormErrors();
  const add = useAddStaffMember();

  const send = (input: AddStaffInput) =>
    add.mutate(input, {
      onSuccess: onAdded,
      onError: (error) => askedForCode(error, () => send(input)) || fromError(error),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = check(staffCreateSchema, { email, ...scope });
    if (!input) return;
    clear();
    send({ email: input.email, role: input.role, sites: input.sites ?? [], languages: input.languages ?? [] });
  };

  return (
    <Form ref={bindForm} noValidate onSubmit={submit} className="card card-body mb-3" aria-labelledby="add-staff-title">
      <h2 className="h5" id="add-staff-title">
        {t('team.addTitle')}
      </h2>
      {alert && <Alert variant="danger">{alert}</Alert>}
      <Form.Group className="mb-3" controlId="add-staff-email">
        <Form.Label>{t('team.email')}</Form.Label>
        <Form.Control type="email" autoComplete="off" value={email} {...state('email', email)} onChange={(e) => setEmail(e.target.value)} />
        <Form.Control.Feedback type="invalid">{fields.email}</Form.Control.Feedback>
      </Form.Group>
      <ScopeFields idPrefix="add-staff" value={scope} onChange={setScope} sites={sites} errors={fields} />
      <div className="d-flex gap-2 justify-content-end">
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('team.cancel')}
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
          {t('team.addSubmit')}
        </Button>
      </div>
    </Form>
  );
}
