import 'server-only';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { users } from '../../db/schema';
import { consumeEmailToken } from '../auth/consume-token';
import { DELETION_REGRET_DAYS } from '@/shared/constants';

const DAY_MS = 86_400_000;

/**
 * GET /api/reactivate.php: the mailed link undoes a deletion within its regret period (§4). It signs
 * no one in, as the activation link; the member logs in again. After the period (or once erased) the
 * link is invalid.
 */
export async function reactivateAccount(ctx: ServiceContext, token: string | undefined): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const row = await consumeEmailToken(ctx.db, token, 'reactivate', ctx.now);
  if (!row) return false;
  const regretSince = new Date(ctx.now.getTime() - DELETION_REGRET_DAYS * DAY_MS);
  const [user] = await ctx.db
    .update(users)
    .set({ deletedAt: null, deletionReason: null, deletionRemarks: null })
    .where(and(eq(users.id, row.userId), isNotNull(users.deletedAt), gt(users.deletedAt, regretSince), isNull(users.erasedAt)))
    .returning({ id: users.id });
  return user !== undefined;
}
