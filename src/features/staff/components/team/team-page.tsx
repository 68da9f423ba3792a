'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { isApiError } from '@/lib/http-client';
import type { StaffEnrolmentDto, StaffMemberDto, StaffTeamDto } from '@/shared/types/staff';
import { useStaffMember } from '../../api/session';
import { useStaffTeam } from '../../api/get-staff-team';
import { useStepUp } from '../../hooks/use-step-up';
import { AddStaffForm } from './add-staff-form';
import { StepUpDialog } from '../step-up/step-up-dialog';
import { EnrolmentCard } from './enrolment-card';
import { LockedTeam } from './locked-team';
import { TeamDialogs, type TeamDialog } from './team-dialogs';
import type { StaffAction } from './staff-actions';
import { StaffTable } from './staff-table';
import { useToggleDisabled } from './use-toggle-disabled';

/** /staff/team (admins): the staff, adding one, and the actions per person; everything asks for a recent code. */
export function TeamPage() {
  const t = useTranslations('Staff');
  const self = useStaffMember();
  const team = useStaffTeam();
  const { askedForCode, prompt } = useStepUp();
  const [adding, setAdding] = useState(false);
  const [enrolment, setEnrolment] = useState<StaffEnrolmentDto | null>(null);
  const [dialog, setDialog] = useState<TeamDialog | null>(null);
  const toggle = useToggleDisabled(askedForCode);

  const showEnrolment = (shown: StaffEnrolmentDto) => (setAdding(false), setDialog(null), setEnrolment(shown));
  const onAction = (action: StaffAction, member: StaffMemberDto) => {
    if (action === 'edit' || action === 'resetOtp') setDialog({ action, member });
    else toggle.run(member, action === 'disable');
  };

  return (
    <div className="container-fluid py-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 mb-0 me-auto">{t('team.title')}</h1>
        {team.isSuccess && !adding && !enrolment && (
          <Button onClick={() => setAdding(true)}>
            <i className="bi bi-person-plus me-1" aria-hidden />
            {t('team.add')}
          </Button>
        )}
      </div>
      {enrolment && <EnrolmentCard enrolment={enrolment} onDone={() => setEnrolment(null)} />}
      {team.isSuccess && adding && (
        <AddStaffForm sites={team.data.sites} askedForCode={askedForCode} onAdded={showEnrolment} onCancel={() => setAdding(false)} />
      )}
      {toggle.error && <Alert variant="danger">{toggle.error}</Alert>}
      <TeamBody team={team.data} pending={team.isPending} error={team.error} onRetry={() => void team.refetch()}>
        {(data) => <StaffTable staff={data.staff} selfId={self?.id ?? 0} busyId={toggle.busyId} onAction={onAction} />}
      </TeamBody>
      {dialog && team.data && (
        <TeamDialogs
          dialog={dialog}
          selfId={self?.id ?? 0}
          sites={team.data.sites}
          askedForCode={askedForCode}
          onReset={showEnrolment}
          onClose={() => setDialog(null)}
        />
      )}
      <StepUpDialog {...prompt} />
    </div>
  );
}

type BodyProps = {
  team: StaffTeamDto | undefined;
  pending: boolean;
  error: Error | null;
  onRetry: () => void;
  children: (team: StaffTeamDto) => React.ReactNode;
};

/** Loading, the code the list itself asks for, another failure, or the table. */
function TeamBody({ team, pending, error, onRetry, children }: BodyProps) {
  const t = useTranslations('Staff');
  if (team) return children(team);
  if (pending)
    return (
      <div className="text-center p-4">
        <Spinner aria-label={t('loading')} />
      </div>
    );
  if (isApiError(error, 'code_required')) return <LockedTeam onConfirmed={onRetry} />;
  return <Alert variant="danger">{error?.message}</Alert>;
}
