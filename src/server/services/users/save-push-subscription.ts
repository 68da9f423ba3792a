import 'server-only';
import { eq } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { pushSubscriptions, users } from '../../db/schema';
import type { z } from 'zod';
import type { pushSubscriptionSchema } from '@/shared/schemas/user';

/** POST /api/user.php?push=1: keeps this browser's subscription, or remembers that push was denied. */
export async function savePushSubscription(ctx: AuthedContext, { subscription }: z.infer<typeof pushSubscriptionSchema>): Promise<void> {
  if (subscription === 'denied') {
    await ctx.db.update(users).set({ pushDeniedAt: ctx.now }).where(eq(users.id, ctx.actor.id));
    return;
  }
  const row = { userId: ctx.actor.id, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  await ctx.db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth } });
  await ctx.db.update(users).set({ pushDeniedAt: null }).where(eq(users.id, ctx.actor.id));
}
