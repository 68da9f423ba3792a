import 'server-only';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { operatorQueue, personaSheets, profiles, users } from '../../../db/schema';
import { loadChatPartners } from '../../chat/chat-partners';
import { requireStaff, scopeOf } from '../access';
import { listScopedSites } from '../scoped-sites';
import type { StaffContext } from '../staff-context';
import type { FictionalProfileDto, FictionalProfilesDto } from '@/shared/types/staff';

export type { FictionalProfileDto };

/** Conversations waiting in the operator inbox per profile: one grouped read of a short table. */
async function waitingCounts(ctx: StaffContext, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db
    .select({ profileId: operatorQueue.profileId, waiting: count() })
    .from(operatorQueue)
    .where(inArray(operatorQueue.profileId, ids))
    .groupBy(operatorQueue.profileId);
  return new Map(rows.map((r) => [r.profileId, r.waiting]));
}

/** GET /api/staff/profiles.php: the sites' own profiles in the staff member's scope, with their persona sheets. */
export async function listFictionalProfiles(ctx: StaffContext, siteId?: number): Promise<FictionalProfilesDto> {
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
  const ids = rows.map((r) => r.id);
  const [cards, waiting, sites] = await Promise.all([loadChatPartners(ctx, ids), waitingCounts(ctx, ids), listScopedSites(ctx)]);
  return {
    profiles: rows.flatMap((r) => {
      const card = cards.get(r.id)?.card;
      return card ? [{ profile: card, site_id: r.siteId, about: r.about, persona: r.persona ?? '', waiting: waiting.get(r.id) ?? 0 }] : [];
    }),
    sites,
  };
}
