import 'server-only';
import { eq } from 'drizzle-orm';
import { cannedReplies } from '../../../db/schema';
import type { Tx } from '../../../db/transaction';
import { notFound, validationError } from '../../../errors';
import { requireStaff } from '../access';
import { findSiteByDomain } from '../scoped-sites';
import type { StaffContext } from '../staff-context';

export type CannedReplyRow = typeof cannedReplies.$inferSelect;

/** What the audit trail keeps of a canned reply: all of it (it is the site's text, not a member's). */
export const auditView = (row: CannedReplyRow) => ({ site_id: row.siteId, language: row.language, title: row.title, text: row.text });

/** A canned reply locked for a change, in the staff member's scope; 404 when it does not exist for them. */
export async function lockCannedReply(ctx: StaffContext, tx: Tx, id: number): Promise<CannedReplyRow> {
  const [row] = await tx.select().from(cannedReplies).where(eq(cannedReplies.id, id)).for('update');
  if (!row) throw notFound();
  requireStaff(ctx, ['admin'], { siteId: row.siteId, language: row.language });
  return row;
}

/** The site a reply is for, by domain: a domain no site has is a field message, one out of scope 404. */
export async function cannedReplySite(ctx: StaffContext, domain: string, language: string): Promise<number> {
  const site = await findSiteByDomain(ctx, domain);
  if (!site) throw validationError({ site: { key: 'chooseSite' } });
  requireStaff(ctx, ['admin'], { siteId: site.id, language });
  return site.id;
}
