import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { emailTokens, profiles, users } from '../../db/schema';
import { consumeEmailToken } from './consume-token';
import { hashToken } from './tokens';

/** Confirmed now; the address was confirmed before (a link opened twice); or the link does nothing. */
export type ActivationResult = { ok: true; userId: number } | { ok: false; alreadyConfirmed: boolean };

/**
 * Whether a mailed activation link that no longer works belongs to an account that is confirmed
 * already: a second click, or an older link after a newer one. Such a visitor is told so rather than
 * that activating failed; nothing more about the account is said.
 */
async function linkOfConfirmedAccount(ctx: ServiceContext, token: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, 'activate'), eq(users.status, 'confirmed'), isNull(users.deletedAt)))
    .limit(1);
  return Boolean(row);
}

/** GET /api/activate.php: confirms the e-mail address and enables the profile; it signs no one in. */
export async function activate(ctx: ServiceContext, token: string | undefined): Promise<ActivationResult> {
  if (!token || token.length > 200) return { ok: false, alreadyConfirmed: false };
  const row = await consumeEmailToken(ctx.db, token, 'activate', ctx.now);
  if (!row) return { ok: false, alreadyConfirmed: await linkOfConfirmedAccount(ctx, token) };
  const [user] = await ctx.db
    .update(users)
    .set({ status: 'confirmed', activatedAt: sql`coalesce(${users.activatedAt}, ${ctx.now.toISOString()}::timestamptz)` })
    .where(and(eq(users.id, row.userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (!user) return { ok: false, alreadyConfirmed: false };
  await ctx.db.update(profiles).set({ status: 'active', updatedAt: ctx.now }).where(eq(profiles.userId, user.id));
  return { ok: true, userId: user.id };
}
