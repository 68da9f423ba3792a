'use client';
import type { StaffEnrolmentDto, StaffMemberDto, StaffTeamDto } from '@/shared/types/staff';
import { EditStaffModal } from './edit-staff-modal';
import { ResetOtpModal } from './reset-otp-modal';
import type { StepUpGuard } from './step-up-guard';

export type TeamDialog = { action: 'edit' | 'resetOtp'; member: StaffMemberDto };

type Props = {
  dialog: TeamDialog;
  selfId: number;
  sites: StaffTeamDto['sites'];
  askedForCode: StepUpGuard;
  onReset: (enrolment: StaffEnrolmentDto) => void;
  onClose: () => void;
};

/** The one dialog open for a row: editing role and scope, or confirming a two-factor reset. */
export function TeamDialogs({ dialog, selfId, sites, askedForCode, onReset, onClose }: Props) {
  if (dialog.action === 'edit')
    return <EditStaffModal member={dialog.member} self={dialog.member.id === selfId} sites={sites} askedForCode={askedForCode} onClose={onClose} />;
  return <ResetOtpModal member={dialog.member} askedForCode={askedForCode} onReset={onReset} onClose={onClose} />;
}
