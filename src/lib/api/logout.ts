import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';

/** GET /api/logout.php: ends the session. */
export async function logout(): Promise<void> {
  await http('/api/logout.php');
}

/** Logs out, forgets every cached member-specific answer and goes to the root path (§2). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.clear();
      // A full load on purpose: every member-specific state in memory goes with the page.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign('/');
    },
  });
}
