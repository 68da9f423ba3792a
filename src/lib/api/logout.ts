import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { paths } from '@/shared/paths';

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
      window.location.assign(paths.home);
    },
  });
}
