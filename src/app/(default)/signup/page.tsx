import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { SignupPage } from '@/features/signup/components/signup-page';
import { getPageUser } from '@/server/request/page-data';
import { TRAFFIC_SOURCE_COOKIE } from '@/shared/constants';
import { hasTrafficSource } from '@/shared/visitor-rules';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('SignupModal');
  return { title: t('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /signup (§2): logged-in members go to /members, unless the tab is in the middle of the profile
 * steps (only the browser knows that, from its sessionStorage): SignupPage decides.
 */
export default async function Page({ searchParams }: Props) {
  const user = await getPageUser();
  const [query, jar] = await Promise.all([searchParams, cookies()]);
  // §6: a traffic source in the query (not yet captured) or from earlier in the visit.
  const trafficSource = hasTrafficSource(query.network, jar.get(TRAFFIC_SOURCE_COOKIE)?.value);
  return <SignupPage trafficSource={trafficSource} loggedIn={Boolean(user)} />;
}
