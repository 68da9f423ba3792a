import 'server-only';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { photos, profiles, regions, type Profile } from '../../db/schema';
import { shownMainPhoto } from '../photos/photo-visibility';
import type { DbOrTx } from '../../db/transaction';
import { toMemberCard } from '../members/member-card';
import type { MemberCardDto } from '@/shared/types/api';

type CardDeps = Pick<ServiceContext, 'site' | 'now' | 'locale' | 'storage'>;

function selectCards(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ profile: profiles, photo: photos, region: regions })
    .from(profiles)
    .leftJoin(photos, shownMainPhoto)
    .leftJoin(regions, eq(regions.id, profiles.regionId))
    .where(where);
}

/** Member cards for these ids, in the order given (ids without an active profile are left out). */
export async function loadCards(ctx: CardDeps & { db: DbOrTx }, ids: number[]): Promise<MemberCardDto[]> {
  if (!ids.length) return [];
  const rows = await selectCards(ctx.db, and(inArray(profiles.userId, ids), eq(profiles.status, 'active')));
  const byId = new Map(rows.map((row) => [row.profile.userId, toMemberCard(ctx, row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One member's card as an event payload shows it (the liker's own card may be any status). */
export async function loadCard(ctx: CardDeps, db: DbOrTx, id: number): Promise<MemberCardDto | null> {
  const [row] = await selectCards(db, eq(profiles.userId, id)).limit(1);
  return row ? toMemberCard(ctx, row) : null;
}

/** The seeker's own profile, for the filters and the scores; null before they have one. */
export async function loadOwnProfile(db: DbOrTx, userId: number): Promise<Profile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row ?? null;
}
