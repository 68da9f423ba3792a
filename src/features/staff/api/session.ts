import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, HttpError } from '@/lib/http-client';
import type { PasskeyAnswerDto, StaffDto, StaffSessionDto } from '@/shared/types/staff';
import { staffKeys } from '../query-keys';

const SESSION_URL = '/api/staff/session.php';

/** The second factor: the authenticator app's code or a passkey's answer. */
export type SecondFactorInput = { otp?: string; passkey?: PasskeyAnswerDto };
export type StaffLoginInput = { email: string; password: string } & SecondFactorInput;

/** GET /api/staff/session.php: the staff member, or null without a staff session (401). */
export async function getStaffSession(): Promise<StaffSessionDto | null> {
  try {
    return await http<StaffSessionDto>(SESSION_URL);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

export function useStaffSession() {
  return useQuery({ queryKey: staffKeys.session, queryFn: getStaffSession, staleTime: 60_000 });
}

/** The logged-in staff member; only inside the staff area's gate, which waits for it. */
export function useStaffMember(): StaffDto | null {
  return useStaffSession().data?.staff ?? null;
}

export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffLoginInput) => http<{ staff: StaffDto }>(SESSION_URL, { method: 'POST', body: input }),
    // Nothing of an earlier staff member's session may linger in the cache.
    onSuccess: () => queryClient.removeQueries({ queryKey: staffKeys.all }),
  });
}

export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http<{ ok: true }>(SESSION_URL, { method: 'DELETE' }),
    onSettled: () => queryClient.removeQueries({ queryKey: staffKeys.all }),
  });
}

/** PUT /api/staff/session.php: a fresh second factor, so money, ban and security actions go through. */
export function confirmStaffSession(input: SecondFactorInput) {
  return http<{ ok: true; code_checked_at: string }>(SESSION_URL, { method: 'PUT', body: input });
}
