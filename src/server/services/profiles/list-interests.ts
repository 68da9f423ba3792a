import 'server-only';
import type { Container } from '../../container';
import { interests, type Interest } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { sortByName } from '@/shared/collation';
import type { Locale } from '@/shared/constants';
import type { InterestDto } from '@/shared/types/api';

type Deps = Pick<Container, 'db' | 'caches'>;

/** All interests: reference data, read once and kept in the process cache. */
export function loadInterests(deps: Deps): Promise<Interest[]> {
  return deps.caches.interests.getOrLoad('all', () => deps.db.select().from(interests).orderBy(interests.slug));
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

export async function listInterests(deps: Deps, locale: Locale): Promise<InterestDto[]> {
  const rows = await loadInterests(deps);
  return sortByName(
    rows.map((row) => interestToDto(row, locale)),
    locale,
    (i) => i.name,
  );
}
