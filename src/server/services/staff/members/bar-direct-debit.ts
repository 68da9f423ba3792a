import 'server-only';
import { eq } from 'drizzle-orm';
import { directDebitAccounts } from '../../../db/schema';
import { recordAudit } from '../audit';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import { memberForSupport, SUPPORT_ROLES } from './member-scope';

export type DirectDebitBar = { member: number; barred: boolean; reason: string };

/**
 * POST /api/staff/directdebit-bar.php: bars a member from direct debit (§6: 'Je account is
 * geblokkeerd voor automatische incasso.' on every later attempt) or lifts the bar. The member's row
 * is locked, so two agents flipping it at once are recorded in the order they happened.
 */
export async function barDirectDebit(ctx: StaffContext, input: DirectDebitBar): Promise<{ member: number; barred: boolean }> {
  requireStaff(ctx, SUPPORT_ROLES);
  return ctx.db.transaction(async (tx) => {
    const member = await memberForSupport(ctx, tx, input.member, true);
    const [before] = await tx.select({ barred: directDebitAccounts.barred }).from(directDebitAccounts).where(eq(directDebitAccounts.userId, member.id));
    await tx
      .insert(directDebitAccounts)
      .values({ userId: member.id, barred: input.barred })
      .onConflictDoUpdate({ target: directDebitAccounts.userId, set: { barred: input.barred } });
    await recordAudit(
      tx,
      {
        staffId: ctx.staff.id,
        action: input.barred ? 'direct_debit.bar' : 'direct_debit.unbar',
        targetType: 'member',
        targetId: member.id,
        before: { barred: before?.barred ?? false },
        after: { barred: input.barred },
        reason: input.reason,
        ip: ctx.ip,
      },
      ctx.now,
    );
    return { member: member.id, barred: input.barred };
  });
}
