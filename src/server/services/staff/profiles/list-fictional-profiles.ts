import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { personaSheets, profiles, users } from '../../../db/schema';
import { loadChatPartners } from '../../chat/chat-partners';
import { requireStaff, scopeOf } from '../access';
import type { StaffContext } from '../staff-context';
import type { SocialProfileDto } from '@/shared/types/social';

export type FictionalProfileDto = { profile: SocialProfileDto; site_id: number; about: string; persona: string };

/** GET /api/staff/profiles.php: the sites' own profiles in the staff member's scope, with their persona sheets. */
export async function listFictionalProfiles(ctx: StaffContext, siteId?: number): Promise<{ profiles: FictionalProfileDto[] }> {
  requireStaff(ctx, ['operator']);
  const scope = scopeOf(ctx.staff);
  const rows = await ctx.db
    .select({ id: users.id, siteId: users.siteId, about: profiles.about, persona: personaSheets.sheet })
    .from(users)
    .innerJoin(profiles, and(eq(profiles.userId, users.id), eq(profiles.isFictional, true)))
    .leftJoin(personaSheets, eq(personaSheets.profileId, users.id))
    .where(and(siteId ? eq(users.siteId, siteId) : undefined, scope.siteIds ? inArray(users.siteId, scope.siteIds) : undefined))
    .orderBy(asc(profiles.name))
    .limit(500);
  const cards = await loadChatPartners(
    ctx,
    rows.map((r) => r.id),
  );
  return {
    profiles: rows.flatMap((r) => {
      const card = cards.get(r.id)?.card;
      return card ? [{ profile: card, site_id: r.siteId, about: r.about, persona: r.persona ?? '' }] : [];
    }),
  };
}
