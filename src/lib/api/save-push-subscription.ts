import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http-client';

/** §3: the subscription as the browser serialises it, or 'denied' when the member said no. */
export type PushSubscriptionInput = PushSubscriptionJSON | 'denied';

/** POST /api/user.php?push=1 {subscription} (§7): from the signup's push step and the settings page. */
export async function savePushSubscription(subscription: PushSubscriptionInput): Promise<void> {
  await http('/api/user.php?push=1', { method: 'POST', body: { subscription } });
}

export function useSavePushSubscription() {
  return useMutation({ mutationFn: savePushSubscription });
}
