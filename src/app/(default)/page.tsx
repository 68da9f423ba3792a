import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { LandingPage } from '@/features/public-pages/components/landing-page';
import { getPageContext } from '@/server/request/page-context';
import { getPageSettings, getPageUser } from '@/server/request/page-data';
import { loggedOutSearchAllowed, searchMembers } from '@/server/services/members/search-members';
import { TRAFFIC_SOURCE_COOKIE } from '@/shared/constants';
import type { MemberCardDto } from '@/shared/types/api';
import { hasTrafficSource as trafficSourceIn, signupAllowed } from '@/shared/visitor-rules';
import { paths } from '@/shared/paths';

const STRIP_SIZE = 12;

type LandingMembers = { members: MemberCardDto[]; memberCount: number; memberCountCapped: boolean };

/** Members with a photo for the landing strip, only where visitors may search (§6). */
async function landingMembers(hasTrafficSource: boolean): Promise<LandingMembers> {
  const ctx = await getPageContext();
  if (!loggedOutSearchAllowed(ctx, hasTrafficSource)) return { members: [], memberCount: 0, memberCountCapped: false };
  try {
    const { profiles, numResults, numResultsCapped } = await searchMembers(ctx, { page: 1 }, hasTrafficSource);
    const members = profiles.filter((p) => p.main_image).slice(0, STRIP_SIZE);
    return { members, memberCount: numResults, memberCountCapped: numResultsCapped };
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
