import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { StaffRole } from '@/shared/staff/roles';
import type { StaffEnrolmentDto } from '@/shared/types/staff';
import { getStaffTeamQueryOptions, STAFF_URL } from './get-staff-team';

export type AddStaffInput = { email: string; role: StaffRole; sites: string[]; languages: string[] };

/** POST /api/staff/staff.php: the answer holds the password and enrolment URI, shown once. */
export const addStaffMember = (input: AddStaffInput) => http<StaffEnrolmentDto>(STAFF_URL, { method: 'POST', body: input });

export function useAddStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStaffMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getStaffTeamQueryOptions().queryKey }),
  });
}
