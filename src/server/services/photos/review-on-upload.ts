import 'server-only';
import { eq } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { sites, type PhotoReview } from '../../db/schema';

/**
 * The review state a new photo starts in: pending on a site with pre-moderation, approved otherwise.
 * The member's own site decides (their account's, not the host they upload through), read from the
 * row and not the site cache, so switching a site takes effect with the next upload on every instance.
 */
export async function reviewOnUpload(ctx: AuthedContext): Promise<PhotoReview> {
  const [site] = await ctx.db.select({ mode: sites.photoModeration }).from(sites).where(eq(sites.id, ctx.actor.siteId)).limit(1);
  return site?.mode === 'pre' ? 'pending' : 'approved';
}
