'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { HttpError } from '@/lib/http-client';
import type { StaffMemberDto, StaffTeamDto } from '@/shared/types/staff';
import { useUpdateStaffMember, type UpdateStaffInput } from '../../api/update-staff-member';
import { ScopeFields, type Scope } from './scope-fields';
import type { StepUpGuard } from './step-up-guard';

type Props = { member: StaffMemberDto; self: boolean; sites: StaffTeamDto['sites']; askedForCode: StepUpGuard; onClose: () => void };

/** Role and scope of one staff member; the change takes effect on their next request. */
export function EditStaffModal({ member, self, sites, askedForCode, onClose }: Props) {
  const t = useTranslations('Staff');
  const [scope, setScope] = useState<Scope>({ role: member.role, sites: member.sites, languages: member.languages });
  const update = useUpdateStaffMember();
  const error = update.error instanceof HttpError && update.error.code !== 'code_required' ? update.error : null;

  const send = (input: UpdateStaffInput) => update.mutate(input, { onSuccess: onClose, onError: (e) => askedForCode(e, () => send(input)) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ id: member.id, ...scope });
  };

  return (
    <Modal show onHide={onClose} centered aria-labelledby="edit-staff-title">
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t('team.cancel')}>
          <Modal.Title as="h2" id="edit-staff-title" className="h5 text-break">
            {t('team.editTitle', { email: member.email })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && !Object.keys(error.fields).length && <Alert variant="danger">{error.message}</Alert>}
          <ScopeFields idPrefix="edit-staff" value={scope} onChange={setScope} sites={sites} errors={error?.fields ?? {}} roleLocked={self} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            {t('team.cancel')}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
            {t('team.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
