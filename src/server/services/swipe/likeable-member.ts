import 'server-only';
import { and } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { notFound } from '../../errors';
import { blockBetween } from '../blocks/block-filter';
import { isStoredId } from '../ids';
import { visibleMemberConditions } from './candidate-filter';

/**
 * 404 unless the actor may act on this member: someone else, active, visible, and no block either
 * way (§6: blocked members cannot view or contact each other, so they do not exist for each other).
 */
export async function assertLikeable(db: DbOrTx, actorId: number, targetId: number): Promise<void> {
  if (!isStoredId(targetId) || targetId === actorId) throw notFound();
  const [row] = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(and(...visibleMemberConditions(targetId)))
    .limit(1);
  if (!row || (await blockBetween(db, actorId, targetId))) throw notFound();
}
