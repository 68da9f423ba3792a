import 'server-only';
import { gt, sql, type SQL } from 'drizzle-orm';
import { profileInterests, profiles } from '../../db/schema';
import { hasShownMainPhoto } from '../photos/photo-visibility';
import { ONLINE_MS } from './member-card';
import type { SearchInput } from '@/shared/schemas/profile';

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
