import 'server-only';
import { gt, sql, type SQL } from 'drizzle-orm';
import { profileInterests, profiles } from '../../db/schema';
import { hasShownMainPhoto } from '../photos/photo-visibility';
import { ONLINE_MS } from './member-card';
import type { SearchInput } from '@/shared/schemas/profile';
import type { ServiceContext } from '../context';
import { validationError } from '../../errors';
import { loadInterests } from '../profiles/list-interests';
import { visibleProfileFields } from '../sites/visible-profile-fields';

/**
 * The search's optional narrowing: online now (a site's own fictional profiles never are, as their
 * cards say), with a main photo others see, and sharing every interest asked for.
 */
export function extraSearchConditions(now: Date, q: Pick<SearchInput, 'online' | 'photo' | 'interests'>): SQL[] {
  const where: SQL[] = [];
  if (q.online) where.push(gt(profiles.lastActiveAt, new Date(now.getTime() - ONLINE_MS)), sql`not ${profiles.isFictional}`);
  if (q.photo) where.push(hasShownMainPhoto);
  for (const id of q.interests ?? []) {
    where.push(
      sql`exists (select 1 from ${profileInterests} where ${profileInterests.userId} = ${profiles.userId} and ${profileInterests.interestId} = ${id})`,
    );
  }
  return where;
}

/**
 * An interest filter tells who has that interest, so it follows what profiles show (public-profile.ts):
 * none where the site hides interests, a sexual interest (GDPR art. 9) only for logged-in members, and
 * only interests that exist.
 */
export async function checkInterestFilter(ctx: ServiceContext, ids: number[]): Promise<void> {
  const known = new Map((await loadInterests(ctx)).map((interest) => [interest.id, interest]));
  const shown = visibleProfileFields(ctx.site).includes('interests');
  const mayAsk = (id: number) => {
    const interest = known.get(id);
    return interest !== undefined && (ctx.actor !== null || !interest.sensitive);
  };
  if (!shown || !ids.every(mayAsk)) throw validationError({ interests: { key: 'invalidField' } });
}
