import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { StaffRole } from '@/shared/staff/roles';
import type { StaffMemberDto } from '@/shared/types/staff';
import { getStaffTeamQueryOptions, STAFF_URL } from './get-staff-team';

export type UpdateStaffInput = { id: number; role?: StaffRole; sites?: string[]; languages?: string[]; disabled?: boolean };

/** PUT /api/staff/staff.php: only the fields sent change. */
export const updateStaffMember = (input: UpdateStaffInput) => http<{ staff: StaffMemberDto }>(STAFF_URL, { method: 'PUT', body: input });

export function useUpdateStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaffMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getStaffTeamQueryOptions().queryKey }),
  });
}
