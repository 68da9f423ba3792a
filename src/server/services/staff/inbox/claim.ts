import 'server-only';
import { and, asc, count, eq, gt, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { operatorQueue, staff, type OperatorQueueRow } from '../../../db/schema';
import type { Tx } from '../../../db/transaction';
import { recordAudit } from '../audit';
import { requireStaff, scopeOf, worksOn } from '../access';
import type { StaffContext } from '../staff-context';
import { claimedByOther, notClaimed, notWaiting, tooManyClaims } from './inbox-errors';
import { signalInboxChange } from './inbox-signal';
import { notGoneMember } from '../../members/hidden-members';
import { CLAIM_MINUTES, MAX_CLAIMS_PER_OPERATOR } from '@/shared/staff/roles';
import type { ClaimDto } from '@/shared/types/staff';

/** The queue rows this staff member works on (site and language scope). */
export function inScope(ctx: StaffContext): SQL | undefined {
  const scope = scopeOf(ctx.staff);
  return and(
    scope.siteIds ? inArray(operatorQueue.siteId, scope.siteIds) : undefined,
    scope.languages ? inArray(operatorQueue.language, scope.languages) : undefined,
  );
}

/**
 * The member still writes to the profile: a suspended or banned member (or a deleted one) waits for no
 * answer, and their conversation leaves the inbox while the restriction holds.
 */
export const memberReachable = notGoneMember(operatorQueue.memberId);

const isFree = (ctx: StaffContext) => or(isNull(operatorQueue.claimedBy), lte(operatorQueue.claimedUntil, ctx.now), eq(operatorQueue.claimedBy, ctx.staff.id));

/** The oldest waiting conversation nobody else holds: "take the next one" never skips a member. */
async function oldestFree(tx: Tx, ctx: StaffContext): Promise<number | null> {
  const [row] = await tx
    .select({ id: operatorQueue.conversationId })
    .from(operatorQueue)
    .where(and(inScope(ctx), memberReachable, isFree(ctx)))
    .orderBy(asc(operatorQueue.waitingSince), asc(operatorQueue.conversationId))
    .limit(1);
  return row?.id ?? null;
}

async function lockRow(tx: Tx, conversationId: number, also?: SQL): Promise<OperatorQueueRow | undefined> {
  return (
    await tx
      .select()
      .from(operatorQueue)
      .where(and(eq(operatorQueue.conversationId, conversationId), also))
      .for('update')
  )[0];
}

async function refuseHeldByOther(tx: Tx, ctx: StaffContext, row: OperatorQueueRow): Promise<void> {
  if (row.claimedBy === null || row.claimedBy === ctx.staff.id || !row.claimedUntil || row.claimedUntil <= ctx.now) return;
  const [holder] = await tx.select({ id: staff.id, email: staff.email }).from(staff).where(eq(staff.id, row.claimedBy));
  throw claimedByOther(holder, row.claimedUntil, ctx.now);
}

async function refuseOverLimit(tx: Tx, ctx: StaffContext, conversationId: number): Promise<void> {
  const [held] = await tx
    .select({ n: count() })
    .from(operatorQueue)
    .where(and(eq(operatorQueue.claimedBy, ctx.staff.id), gt(operatorQueue.claimedUntil, ctx.now), ne(operatorQueue.conversationId, conversationId)));
  if (held.n >= MAX_CLAIMS_PER_OPERATOR) throw tooManyClaims(MAX_CLAIMS_PER_OPERATOR);
}

/**
 * POST /api/staff/inbox-claim.php: the operator holds the conversation for 6 minutes (again from now
 * when they already hold it: the inbox renews it while they type). Without a conversation, the
 * oldest waiting one they may take. The operator's row is locked first, so their own racing claims
 * count each other; the queue row next, so of two operators racing for it exactly one wins.
 */
export async function claimConversation(ctx: StaffContext, conversationId: number | undefined): Promise<ClaimDto> {
  requireStaff(ctx, ['operator']);
  const claimedUntil = new Date(ctx.now.getTime() + CLAIM_MINUTES * 60_000);
  const row = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${staff} where ${staff.id} = ${ctx.staff.id} for update`);
    const id = conversationId ?? (await oldestFree(tx, ctx));
    const locked = id === null ? undefined : await lockRow(tx, id, memberReachable);
    if (!locked || !worksOn(ctx.staff, locked.siteId, locked.language)) throw notWaiting();
    await refuseHeldByOther(tx, ctx, locked);
    await refuseOverLimit(tx, ctx, locked.conversationId);
    await tx.update(operatorQueue).set({ claimedBy: ctx.staff.id, claimedUntil }).where(eq(operatorQueue.conversationId, locked.conversationId));
    if (locked.claimedBy !== ctx.staff.id || !locked.claimedUntil || locked.claimedUntil <= ctx.now) {
      await recordAudit(tx, { staffId: ctx.staff.id, action: 'inbox.claim', targetType: 'conversation', targetId: locked.conversationId, ip: ctx.ip }, ctx.now);
    }
    return locked;
  });
  await signalInboxChange(ctx.events, row.siteId);
  return { conversation: { id: row.conversationId }, claimed_by: { id: ctx.staff.id, email: ctx.staff.email }, claimed_until: claimedUntil.toISOString() };
}

/** DELETE /api/staff/inbox-claim.php: the holder lets go, or an admin frees a conversation someone holds. */
export async function releaseClaim(ctx: StaffContext, conversationId: number): Promise<void> {
  requireStaff(ctx, ['operator']);
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await lockRow(tx, conversationId);
    if (!locked || !worksOn(ctx.staff, locked.siteId, locked.language)) throw notWaiting();
    const live = locked.claimedBy !== null && locked.claimedUntil !== null && locked.claimedUntil > ctx.now;
    if (!live || (locked.claimedBy !== ctx.staff.id && ctx.staff.role !== 'admin')) throw notClaimed();
    await tx.update(operatorQueue).set({ claimedBy: null, claimedUntil: null }).where(eq(operatorQueue.conversationId, conversationId));
    await recordAudit(
      tx,
      {
        staffId: ctx.staff.id,
        action: 'inbox.release',
        targetType: 'conversation',
        targetId: conversationId,
        before: { claimed_by: locked.claimedBy },
        ip: ctx.ip,
      },
      ctx.now,
    );
    return locked;
  });
  await signalInboxChange(ctx.events, row.siteId);
}

/** Inside the reply's transaction: the operator's live claim on the conversation, or 409 not_claimed. */
export async function requireLiveClaim(tx: Tx, ctx: StaffContext, conversationId: number): Promise<OperatorQueueRow> {
  const locked = await lockRow(tx, conversationId);
  if (!locked || locked.claimedBy !== ctx.staff.id || !locked.claimedUntil || locked.claimedUntil <= ctx.now) throw notClaimed();
  return locked;
}
