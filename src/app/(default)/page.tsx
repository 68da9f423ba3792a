import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { LandingPage } from '@/features/public-pages/components/landing-page';
import { getPageContext } from '@/server/request/page-context';
import { getPageSettings, getPageUser } from '@/server/request/page-data';
import { loggedOutSearchAllowed, searchMembers } from '@/server/services/members/search-members';
import { listLanderMembers } from '@/server/services/public-pages/lander-members';
import { TRAFFIC_SOURCE_COOKIE } from '@/shared/constants';
import { slugForNiche } from '@/shared/landers';
import type { MemberCardDto } from '@/shared/types/api';
import type { LanderMemberDto } from '@/shared/types/landers';
import { hasTrafficSource as trafficSourceIn, signupAllowed } from '@/shared/visitor-rules';
import { paths } from '@/shared/paths';

const STRIP_SIZE = 12;

type LandingMembers = { members: MemberCardDto[]; memberCount: number; memberCountCapped: boolean };

const toCard = (m: LanderMemberDto): MemberCardDto => ({
  id: m.id,
  name: m.name,
  age: m.age,
  country: m.country,
  region: m.region,
  online: m.online,
  is_fictional: false,
  main_image: {
    id: m.photo.id,
    filename: m.photo.main,
    thumb_filename: m.photo.thumb,
    match: m.photo.main,
    is_private: false,
    in_review: false,
    webp: m.photo.webp,
  },
});

/**
 * Members with a public photo for the landing strip, of the site's §9 niche slug (the landers' own
 * mapping, services/public-pages/lander-niche-filter.ts); only where visitors may search (§6).
 */
async function landingMembers(hasTrafficSource: boolean): Promise<LandingMembers> {
  const ctx = await getPageContext();
  if (!loggedOutSearchAllowed(ctx, hasTrafficSource)) return { members: [], memberCount: 0, memberCountCapped: false };
  try {
    const [{ numResults, numResultsCapped }, strip] = await Promise.all([
      searchMembers(ctx, { page: 1 }, hasTrafficSource),
      listLanderMembers(ctx, { slug: slugForNiche(ctx.site.niche), limit: STRIP_SIZE }),
    ]);
    return { members: strip.map(toCard), memberCount: numResults, memberCountCapped: numResultsCapped };
  } catch {
    // The landing page must render even when search fails; the strip is a bonus.
    return { members: [], memberCount: 0, memberCountCapped: false };
  }
}

/** §2 index: the landing page for visitors; members go straight to /members. */
export default async function Page() {
  if (await getPageUser()) redirect(paths.members.search());
  const [settings, jar] = await Promise.all([getPageSettings(), cookies()]);
  const hasTrafficSource = trafficSourceIn(null, jar.get(TRAFFIC_SOURCE_COOKIE)?.value);
  const signupsOpen = signupAllowed(settings.signups, hasTrafficSource);
  return <LandingPage settings={settings} {...await landingMembers(hasTrafficSource)} signupsOpen={signupsOpen} />;
}
