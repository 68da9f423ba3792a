import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { memberNotes, staff, users } from '../../../db/schema';
import { notFound } from '../../../errors';
import { recordAudit } from '../audit';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import type { MemberNoteDto } from '@/shared/types/staff';

/** The member, when they belong to a site this staff member works on (404 otherwise, as for a stranger). */
async function memberInScope(ctx: StaffContext, memberId: number): Promise<{ id: number; siteId: number }> {
  const [member] = await ctx.db.select({ id: users.id, siteId: users.siteId, language: users.language }).from(users).where(eq(users.id, memberId)).limit(1);
  if (!member) throw notFound();
  requireStaff(ctx, ['operator'], { siteId: member.siteId });
  return member;
}

/** GET /api/staff/member-notes.php?member=ID: the operators' shared notes about a member, newest first. */
export async function listMemberNotes(ctx: StaffContext, memberId: number): Promise<{ notes: MemberNoteDto[] }> {
  requireStaff(ctx, ['operator']);
  await memberInScope(ctx, memberId);
  const rows = await ctx.db
    .select({ note: memberNotes, author: { id: staff.id, email: staff.email } })
    .from(memberNotes)
    .innerJoin(staff, eq(staff.id, memberNotes.staffId))
    .where(eq(memberNotes.memberId, memberId))
    .orderBy(desc(memberNotes.createdAt), desc(memberNotes.id))
    .limit(100);
  return {
    notes: rows.map(({ note, author }) => ({
      id: note.id,
      member_id: note.memberId,
      text: note.text,
      staff: author,
      created_at: note.createdAt.toISOString(),
    })),
  };
}

/** POST /api/staff/member-notes.php {member, text}: a note every operator of the site sees beside the member. */
export async function addMemberNote(ctx: StaffContext, memberId: number, text: string): Promise<MemberNoteDto> {
  requireStaff(ctx, ['operator']);
  await memberInScope(ctx, memberId);
  const note = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(memberNotes).values({ memberId, staffId: ctx.staff.id, text, createdAt: ctx.now }).returning();
    await recordAudit(
      tx,
      { staffId: ctx.staff.id, action: 'member_note.add', targetType: 'member', targetId: memberId, after: { note: row.id }, ip: ctx.ip },
      ctx.now,
    );
    return row;
  });
  return { id: note.id, member_id: memberId, text: note.text, staff: { id: ctx.staff.id, email: ctx.staff.email }, created_at: note.createdAt.toISOString() };
}
