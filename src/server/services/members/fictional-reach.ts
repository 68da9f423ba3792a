import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { profiles } from '../../db/schema';

/** Where a list of members is shown: the site of the request (and its §9 niche) and the visitor's language. */
export type ListingPlace = { siteId: number; locale: string; niche?: number; now?: Date };

/**
 * Lists (search, swipe game, match finder) show a site's own profile only on the sites and in the
 * languages it was given (none given: everywhere); members are listed everywhere. A direct link to
 * a profile still opens it.
 */
export function shownHere(place: ListingPlace): SQL {
  return sql`(not ${profiles.isFictional} or ((cardinality(${profiles.shownOnSiteIds}) = 0 or ${place.siteId}::int = any(${profiles.shownOnSiteIds})) and (cardinality(${profiles.shownInLanguages}) = 0 or ${place.locale}::text = any(${profiles.shownInLanguages}))))`;
}
