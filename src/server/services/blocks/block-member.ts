import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { blocks } from '../../db/schema';
import { notFound, validationError } from '../../errors';
import { transactionWithEvents, type Emit } from '../events/transaction-with-events';
import { isStoredId } from '../ids';
import { findOtherMember } from './find-other-member';
import type { BlockInput } from '@/shared/schemas/safety';
import type { MemberEventPayloads } from '@/shared/types/social';

/** Both members' lists change, so both hear of it: each gets the other's id (§6, real time). */
function emitBoth(emit: Emit, blockerId: number, blockedId: number, blocked: boolean): void {
  const toBlocked: MemberEventPayloads['block'] = { profile: { id: blockerId }, blocked };
  const toBlocker: MemberEventPayloads['block'] = { profile: { id: blockedId }, blocked };
  emit({ userId: blockedId, type: 'block', payload: toBlocked });
  emit({ userId: blockerId, type: 'block', payload: toBlocker });
}

/**
 * POST /api/block.php: the two members stop seeing and contacting each other (§6). Likes, chats and
 * swipe decisions stay stored (an unblock brings them back); every list hides them meanwhile.
 * Blocking again changes nothing and tells nobody.
 */
export async function blockMember(ctx: AuthedContext, { profile }: BlockInput): Promise<void> {
  const other = await findOtherMember(ctx, profile, 'blockSelf');
  await transactionWithEvents(ctx, async (tx, emit) => {
    const added = await tx
      .insert(blocks)
      .values({ blockerId: ctx.actor.id, blockedId: other.id, createdAt: ctx.now })
      .onConflictDoNothing()
      .returning({ blockedId: blocks.blockedId });
    if (added.length) emitBoth(emit, ctx.actor.id, other.id, true);
  });
}

/**
 * DELETE /api/block.php: lifts the actor's own block (a block by the other member stays). Works for
 * a member who has since gone invisible; with no block to lift, an unknown member is a 404.
 */
export async function unblockMember(ctx: AuthedContext, { profile }: BlockInput): Promise<void> {
  if (profile === ctx.actor.id) throw validationError({ profile: { key: 'blockSelf' } });
  if (!isStoredId(profile)) throw notFound();
  await transactionWithEvents(ctx, async (tx, emit) => {
    const removed = await tx
      .delete(blocks)
      .where(and(eq(blocks.blockerId, ctx.actor.id), eq(blocks.blockedId, profile)))
      .returning({ blockedId: blocks.blockedId });
    if (removed.length) emitBoth(emit, ctx.actor.id, profile, false);
    else await findOtherMember(ctx, profile, 'blockSelf', tx);
  });
}
