import 'server-only';
import { eq } from 'drizzle-orm';
import { cannedReplies } from '../../../db/schema';
import { recordAudit } from '../audit';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import { auditView, cannedReplySite, lockCannedReply } from './canned-reply-row';
import type { CannedReplyCreateInput, CannedReplyUpdateInput } from '@/shared/schemas/staff';

/** POST /api/staff/canned-replies.php (admins): a new canned reply and its audit row, in one transaction. */
export async function createCannedReply(ctx: StaffContext, input: CannedReplyCreateInput): Promise<{ id: number }> {
  requireStaff(ctx, ['admin']);
  const siteId = await cannedReplySite(ctx, input.site, input.language);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(cannedReplies).values({ siteId, language: input.language, title: input.title, text: input.text }).returning();
    const audit = { staffId: ctx.staff.id, action: 'canned.create', targetType: 'canned_reply', targetId: row.id, ip: ctx.ip };
    await recordAudit(tx, { ...audit, after: auditView(row) }, ctx.now);
    return { id: row.id };
  });
}

/** PUT /api/staff/canned-replies.php (admins): only the fields sent change; before and after go to the audit. */
export async function updateCannedReply(ctx: StaffContext, input: CannedReplyUpdateInput): Promise<void> {
  requireStaff(ctx, ['admin']);
  await ctx.db.transaction(async (tx) => {
    const before = await lockCannedReply(ctx, tx, input.id);
    const language = input.language ?? before.language;
    // A move to another site or language must land in the scope too.
    const siteId = input.site ? await cannedReplySite(ctx, input.site, language) : before.siteId;
    requireStaff(ctx, ['admin'], { siteId, language });
    const [after] = await tx
      .update(cannedReplies)
      .set({ siteId, language, title: input.title ?? before.title, text: input.text ?? before.text })
      .where(eq(cannedReplies.id, before.id))
      .returning();
    const audit = { staffId: ctx.staff.id, action: 'canned.update', targetType: 'canned_reply', targetId: before.id, ip: ctx.ip };
    await recordAudit(tx, { ...audit, before: auditView(before), after: auditView(after) }, ctx.now);
  });
}
