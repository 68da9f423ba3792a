import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { StaffEnrolmentDto } from '@/shared/types/staff';

/** POST /api/staff/staff-otp-reset.php: a new secret, in this answer only; the person's sessions end. */
export const resetStaffOtp = (id: number) => http<StaffEnrolmentDto>('/api/staff/staff-otp-reset.php', { method: 'POST', body: { id } });

export function useResetStaffOtp() {
  return useMutation({ mutationFn: resetStaffOtp });
}
