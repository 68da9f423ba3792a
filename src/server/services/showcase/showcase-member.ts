import 'server-only';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { photos, type Photo } from '../../db/schema';
import { notFound } from '../../errors';
import { viewMember } from '../members/view-member';
import type { ShowcaseMemberDto } from '@/shared/types/showcase';

/** Interests a landing or a share card names: a taste of the member, not the whole list. */
const SHOWN_INTERESTS = 4;

export type ShowcaseMember = { dto: ShowcaseMemberDto; photo: Photo };

/**
 * The member a landing page (§2 /members/{id}/landing…) or a share image (§3) shows, as a visitor sees
 * them: only an active, visible member with a public, approved main photo; anyone else is 404, also to
 * the member themselves, because these pages are for strangers. Visitor view: no orientation, no
 * sensitive interests, no city the member hides.
 */
export async function showcaseMember(ctx: ServiceContext, id: number): Promise<ShowcaseMember> {
  const member = await viewMember({ ...ctx, actor: null }, { id });
  // main_image is null for a private or unapproved main photo (mainImageToDto), and for none.
  if (!member.main_image) throw notFound();
  const [photo] = await ctx.db.select().from(photos).where(eq(photos.id, member.main_image.id)).limit(1);
  if (!photo || photo.isPrivate || photo.review !== 'approved') throw notFound();
  return {
    photo,
    dto: {
      id: member.id,
      name: member.name,
      age: member.age,
      region: member.region?.name ?? null,
      city: member.city,
      country: member.country,
      photo: member.main_image.filename,
      is_fictional: member.is_fictional,
      interests: member.interests.slice(0, SHOWN_INTERESTS).map(({ id: interestId, icon, name }) => ({ id: interestId, icon, name })),
    },
  };
}
