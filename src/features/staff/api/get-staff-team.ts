import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { StaffTeamDto } from '@/shared/types/staff';
import { staffKeys } from '../query-keys';

export const STAFF_URL = '/api/staff/staff.php';

/** GET /api/staff/staff.php: every staff member and the sites to scope them to (admins, recent code). */
export const getStaffTeam = () => http<StaffTeamDto>(STAFF_URL);

// No retries: a 403 code_required waits for the admin's code, and the page asks for it.
export const getStaffTeamQueryOptions = () => queryOptions({ queryKey: staffKeys.team, queryFn: getStaffTeam, retry: false, staleTime: 30_000 });

export function useStaffTeam() {
  return useQuery(getStaffTeamQueryOptions());
}
