import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { profiles, users } from '../../db/schema';
import { consumeEmailToken } from './consume-token';

export type ActivationResult = { ok: true; userId: number } | { ok: false };

/** GET /api/activate.php: confirms the e-mail address and enables the profile; it signs no one in. */
export async function activate(ctx: ServiceContext, token: string | undefined): Promise<ActivationResult> {
  if (!token || token.length > 200) return { ok: false };
  const row = await consumeEmailToken(ctx.db, token, 'activate', ctx.now);
  if (!row) return { ok: false };
  const [user] = await ctx.db
    .update(users)
    .set({ status: 'confirmed', activatedAt: sql`coalesce(${users.activatedAt}, ${ctx.now.toISOString()}::timestamptz)` })
    .where(and(eq(users.id, row.userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (!user) return { ok: false };
  await ctx.db.update(profiles).set({ status: 'active', updatedAt: ctx.now }).where(eq(profiles.userId, user.id));
  return { ok: true, userId: user.id };
}
