import 'server-only';
import type { Db } from '../../db/client';
import { interests, type Interest } from '../../db/schema';
import { translate } from '../../i18n/translate';
import type { Locale } from '@/shared/constants';
import type { InterestDto } from '@/shared/types/api';

let cache: Interest[] | null = null;

/** All interests; they change only with a deploy, so one read per process is enough. */
export async function loadInterests(db: Db): Promise<Interest[]> {
  cache ??= await db.select().from(interests).orderBy(interests.slug);
  return cache;
}

export function interestToDto(interest: Interest, locale: Locale): InterestDto {
  return {
    id: interest.id,
    slug: interest.slug,
    icon: interest.icon,
    name: translate(locale, `Interests.${interest.slug}`),
    sensitive: interest.sensitive,
  };
}

export async function listInterests(db: Db, locale: Locale): Promise<InterestDto[]> {
  const rows = await loadInterests(db);
  return rows.map((row) => interestToDto(row, locale)).sort((a, b) => a.name.localeCompare(b.name, locale));
}

export function clearInterestCache(): void {
  cache = null;
}
