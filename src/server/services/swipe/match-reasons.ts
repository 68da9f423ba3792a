import 'server-only';
import type { ServiceContext } from '../context';
import { translate } from '../../i18n/translate';
import { visibleProfileFields } from '../sites/visible-profile-fields';
import type { ScoredCandidate } from './score-candidates';

/** At most this many shared interests are named in a reason. */
const NAMED_INTERESTS = 3;

/**
 * Why a suggestion fits, in the member's language. Shared interests are counted, and only the
 * ones that are not special-category data are named; none at all when the site hides interests.
 */
export function matchReasons(ctx: ServiceContext, s: ScoredCandidate, nameableSlugs: string[], ownGender: string | null): string[] {
  const t = (key: string, values?: Record<string, string | number>) => translate(ctx.locale, `MatchFinder.${key}`, values);
  const reasons: string[] = [];
  if (s.shared > 0 && visibleProfileFields(ctx.site).includes('interests')) {
    reasons.push(t('reasonSharedInterests', { count: s.shared }));
    if (nameableSlugs.length) {
      const names = nameableSlugs.slice(0, NAMED_INTERESTS).map((slug) => translate(ctx.locale, `Interests.${slug}`));
      reasons.push(t('reasonBothLike', { interests: new Intl.ListFormat(ctx.locale, { type: 'conjunction' }).format(names) }));
    }
  }
  if (s.sameRegion) reasons.push(t('reasonRegion'));
  if (s.ageFits) reasons.push(t(s.ageWanted ? 'reasonAgeWanted' : 'reasonAge'));
  // 'Looks for a man' when the member is a man: the suggestion looks for someone like them.
  if (s.seeksMe && ownGender) reasons.push(t('reasonSeeks', { gender: ownGender }));
  return reasons;
}
