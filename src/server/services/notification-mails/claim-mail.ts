import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailThrottle, type ThrottledMailKind } from '../../db/schema';

export type MailClaim = {
  userId: number;
  kind: ThrottledMailKind;
  /** The conversation, the liker, or 0 for the reminder. */
  subjectId: number;
  /** What this mail is about: a message id, or the newest unread message a reminder covers. */
  mark: number;
  now: Date;
  /** Another mail about the same subject only after this long; null: one mail per subject, ever. */
  windowMs: number | null;
};

/**
 * Claims the right to send one mail. One upsert on the primary key, so of two instances (or two
 * jobs) only one gets the row back. A retry of the same mail (same mark) may claim again; a mail
 * about something newer only once the window has passed. Reminders move the mark forward only.
 */
export async function claimMail(db: Db, claim: MailClaim): Promise<boolean> {
  const t = mailThrottle;
  const since = claim.windowMs === null ? null : new Date(claim.now.getTime() - claim.windowMs);
  const reopen = since ? sql`or ${t.sentAt} <= ${since.toISOString()}::timestamptz` : sql``;
  const due = claim.kind === 'unread_message_reminders' ? sql`${t.mark} < excluded.mark` : sql`(${t.mark} = excluded.mark ${reopen})`;
  const rows = await db
    .insert(t)
    .values({ userId: claim.userId, kind: claim.kind, subjectId: claim.subjectId, mark: claim.mark, sentAt: claim.now })
    .onConflictDoUpdate({ target: [t.userId, t.kind, t.subjectId], set: { mark: sql`excluded.mark`, sentAt: sql`excluded.sent_at` }, setWhere: due })
    .returning({ userId: t.userId });
  return rows.length > 0;
}
