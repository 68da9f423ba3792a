import 'server-only';
import { and, eq, inArray, isNull, not } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { photos, profiles, regions, users } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { toMemberCard } from '../members/member-card';
import { isLocale } from '@/shared/locale';
import { REFERENCE_LOCALE, type Locale } from '@/shared/constants';
import type { SocialProfileDto } from '@/shared/types/social';

export type ChatPartner = { card: SocialProfileDto; confirmed: boolean; profileActive: boolean; locale: Locale };

/**
 * The members with these ids that may appear in a chat: never deleted or invisible ones. A member
 * whose address is unconfirmed has a disabled profile (§4) yet still shows in the conversations they
 * started, so `profileActive` is left to the caller. `withInvisible` loads an invisible sender, who may
 * still write in a running conversation.
 */
export async function loadChatPartners(ctx: ServiceContext, ids: number[], db: DbOrTx = ctx.db, withInvisible = false): Promise<Map<number, ChatPartner>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ profile: profiles, photo: photos, region: regions, status: users.status, language: users.language })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .leftJoin(regions, eq(regions.id, profiles.regionId))
    .where(and(inArray(users.id, ids), isNull(users.deletedAt), withInvisible ? undefined : not(users.invisible)));
  return new Map(
    rows.map((row) => [
      row.profile.userId,
      {
        card: toMemberCard(ctx, row),
        confirmed: row.status === 'confirmed',
        profileActive: row.profile.status === 'active',
        // The partner's own language, for what an event shows them (gift names).
        locale: row.language && isLocale(row.language) ? row.language : REFERENCE_LOCALE,
      },
    ]),
  );
}

/** Whether a partner shows in a conversation: an active profile, or one waiting for its confirmation. */
export const showsInChat = (partner: ChatPartner | undefined): partner is ChatPartner =>
  !!partner && (partner.profileActive || !partner.confirmed);
