import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http-client';

/** POST /api/user.php?push=1 {subscription}: this browser's subscription, or 'denied' (§3 push state). */
export async function savePushSubscription(subscription: PushSubscriptionJSON | 'denied'): Promise<void> {
  await http('/api/user.php?push=1', { method: 'POST', body: { subscription } });
}

export function useSavePushSubscription() {
  return useMutation({ mutationFn: savePushSubscription });
}
