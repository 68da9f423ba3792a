import 'server-only';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { users } from '../../db/schema';
import { notFound } from '../../errors';
import { blockBetween } from '../blocks/block-filter';
import { blockedByOther, youBlocked } from '../blocks/block-refusals';
import { loadProfileBundle } from '../profiles/load-profile';
import { profileToDto } from '../profiles/profile-dto';
import { photoToDto } from '../photos/photo-dto';
import { photosSeenBy } from '../photos/photo-visibility';
import { isOnline } from './member-card';
import { toPublicProfile } from './public-profile';
import { isStoredId } from '../ids';
import { isHiddenUser } from './hidden-members';
import { refuseUnavailableProfile } from './unavailable-profile';
import type { z } from 'zod';
import type { memberIdSchema } from '@/shared/schemas/member';
import type { MemberDetailDto } from '@/shared/types/api';
import type { Photo } from '../../db/schema';

/** §6: visitors see the main photo only; free members no private photos; premium members and the owner all. */
function visiblePhotos(ctx: ServiceContext, ownerId: number, all: Photo[], mainId: number | null): Photo[] {
  if (ctx.actor?.id === ownerId || ctx.actor?.paidUser) return all;
  if (ctx.actor) return all.filter((p) => !p.isPrivate);
  return all.filter((p) => p.id === mainId);
}

/**
 * §6: blocked members cannot view each other. The blocked one hears who blocked them (§8's message,
 * the same words the chat uses); the blocker gets their own answer, so the page can offer to lift the
 * block. Both carry id and name.
 */
function refuseBlocked(block: 'by_me' | 'by_other' | null, id: number, name: string): void {
  if (block === 'by_other') throw blockedByOther(id, name);
  if (block === 'by_me') throw youBlocked(id, name);
}

/**
 * GET /api/member.php?id=: one member's profile as others see it (the owner gets the same preview;
 * their full profile is GET /api/profile.php); invisible, disabled and deleted ones are 404 (or, to
 * their chat partners, 403 with the reason: refuseUnavailableProfile), and between blocked members
 * it is 403 (refuseBlocked).
 */
export async function viewMember(ctx: ServiceContext, { id }: z.infer<typeof memberIdSchema>): Promise<MemberDetailDto> {
  if (!isStoredId(id)) throw notFound();
  const [owner] = await ctx.db
    .select({ deletedAt: users.deletedAt, invisible: users.invisible, restriction: users.restriction, moderationHiddenAt: users.moderationHiddenAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  const isSelf = ctx.actor?.id === id;
  // Hidden members (invisible, restricted, hidden by a moderator) are not shown to anyone but
  // themselves, exactly as if they did not exist.
  const hidden = !owner || owner.deletedAt !== null || (isHiddenUser(owner) && !isSelf);
  // The block is looked up beside the profile, not after it: one round trip less for every member.
  const [loaded, block] = await Promise.all([
    hidden ? null : loadProfileBundle(ctx, id),
    hidden || !ctx.actor || isSelf ? null : blockBetween(ctx.db, ctx.actor.id, id),
  ]);
  if (!loaded || (loaded.profile.status !== 'active' && !isSelf)) return refuseUnavailableProfile(ctx, id);
  refuseBlocked(block, id, loaded.profile.name);
  // Photos in review or rejected do not exist for others (photo-visibility.ts); §6 applies to the rest.
  const bundle = { ...loaded, photos: photosSeenBy(loaded.photos, ctx.actor?.id ?? null) };
  const shown = visiblePhotos(ctx, id, bundle.photos, bundle.profile.mainPhotoId);
  return {
    ...toPublicProfile(ctx, await profileToDto(ctx, ctx.site, ctx.locale, bundle, ctx.now)),
    photos: shown.map((photo) => photoToDto(ctx, photo)),
    locked_photos: bundle.photos.length - shown.length,
    online: !bundle.profile.isFictional && isOnline(bundle.profile.lastActiveAt, ctx.now),
  };
}
