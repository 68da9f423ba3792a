'use client';
import { HttpError, isApiError } from '@/lib/http-client';
import type { StaffMemberDto } from '@/shared/types/staff';
import { useUpdateStaffMember } from '../../api/update-staff-member';
import type { StepUpGuard } from './step-up-guard';

/** What to show for a failed toggle: a field message (e.g. "not yourself") or the general one; nothing while the code prompt handles it. */
function shownError(error: Error | null): string | null {
  if (!error || isApiError(error, 'code_required')) return null;
  return error instanceof HttpError ? (Object.values(error.fields)[0] ?? error.message) : error.message;
}

/** Disable or enable a row's staff member at once; a disabled person's sessions end on the server. */
export function useToggleDisabled(askedForCode: StepUpGuard) {
  const update = useUpdateStaffMember();
  const run = (member: StaffMemberDto, disabled: boolean) => {
    const send = () => update.mutate({ id: member.id, disabled }, { onError: (e) => askedForCode(e, send) });
    send();
  };
  return { run, busyId: update.isPending ? (update.variables?.id ?? null) : null, error: shownError(update.error) };
}
