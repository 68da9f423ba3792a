import 'server-only';
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { photos, profiles, regions, users } from '../../db/schema';
import { shownMainPhoto } from '../photos/photo-visibility';
import type { DbOrTx } from '../../db/transaction';
import { toMemberCard } from '../members/member-card';
import { goneUser } from '../members/hidden-members';
import { isLocale } from '@/shared/locale';
import { REFERENCE_LOCALE, type Locale } from '@/shared/constants';
import type { SocialProfileDto } from '@/shared/types/social';

export type ChatPartner = { card: SocialProfileDto; confirmed: boolean; profileActive: boolean; invisible: boolean; locale: Locale };

/**
 * The members with these ids that may appear in a chat: never deleted ones. A member whose address
 * is unconfirmed has a disabled profile (§4) yet still shows in the conversations they started, so
 * `profileActive` is left to the caller. Invisible members (§3) chat on in running conversations, so
 * they are loaded too; `invisible` lets the caller refuse a conversation that has not begun.
 */
export async function loadChatPartners(ctx: ServiceContext, ids: number[], db: DbOrTx = ctx.db): Promise<Map<number, ChatPartner>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      profile: profiles,
      photo: photos,
      region: regions,
      status: users.status,
      // A profile hidden by a moderator is a forced invisible mode: found by nobody, chats on.
      invisible: sql<boolean>`(${users.invisible} or ${users.moderationHiddenAt} is not null)`,
      language: users.language,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, shownMainPhoto)
    .leftJoin(regions, eq(regions.id, profiles.regionId))
    .where(and(inArray(users.id, ids), not(goneUser)));
  return new Map(
    rows.map((row) => [
      row.profile.userId,
      {
        // Invisible mode (§3) also hides being online, even where the member still shows.
        card: { ...toMemberCard(ctx, row), ...(row.invisible && { online: false }) },
        confirmed: row.status === 'confirmed',
        profileActive: row.profile.status === 'active',
        invisible: row.invisible,
        // The partner's own language, for what an event shows them (gift names).
        locale: row.language && isLocale(row.language) ? row.language : REFERENCE_LOCALE,
      },
    ]),
  );
}

/** Whether a partner shows in a conversation: an active profile, or one waiting for its confirmation. */
export const showsInChat = (partner: ChatPartner | undefined): partner is ChatPartner => !!partner && (partner.profileActive || !partner.confirmed);
