import 'server-only';
import { reports } from '../../db/schema';
import { validationError } from '../../errors';
import type { ServiceContext } from '../context';
import { queueComplaintMail } from './complaint-mail';
import { noticeTarget } from './notice-target';
import { profileSnapshot } from './profile-snapshot';
import { newReportReference } from './report-reference';
import type { ComplaintInput, ComplaintReceipt } from '@/shared/schemas/complaint';

/**
 * POST /api/complaint.php: a notice from anyone (DSA art. 16) into the moderation queue, with the
 * named profile as it is now when "where" names one. A visitor must give an address for the
 * acknowledgement; a member is answered at their own, so their typed address is not used.
 */
export async function fileNotice(ctx: ServiceContext, input: ComplaintInput): Promise<ComplaintReceipt> {
  const member = ctx.actor;
  if (!member && !input.email) throw validationError({ email: { key: 'required' } });
  const targetId = await noticeTarget(ctx.db, input.where);
  const reference = newReportReference();
  const [row] = await ctx.db
    .insert(reports)
    .values({
      source: 'notice',
      siteId: ctx.site.id,
      reporterId: member?.id ?? null,
      notifierEmail: member ? null : (input.email ?? null),
      language: ctx.locale,
      subject: input.what,
      reportedId: targetId,
      location: input.where,
      reason: input.why,
      ground: input.why,
      text: input.text,
      reference,
      snapshot: targetId === null ? {} : await profileSnapshot(ctx.db, targetId),
      createdAt: ctx.now,
    })
    .returning({ id: reports.id });
  await queueComplaintMail(ctx, row.id);
  return { reference };
}
