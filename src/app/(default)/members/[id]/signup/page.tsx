import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { SignupPage } from '@/features/signup/components/signup-page';
import { getPageUser } from '@/server/request/page-data';
import { getShowcasePageMember } from '@/server/request/showcase-page';
import { TRAFFIC_SOURCE_COOKIE } from '@/shared/constants';
import { paths } from '@/shared/paths';
import { hasTrafficSource } from '@/shared/visitor-rules';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const member = await getShowcasePageMember((await params).id);
  const t = await getTranslations('MemberLanding');
  return { title: t('signupTitle', { name: member.name }) };
}

/**
 * §2 /members/{id}/signup: the signup page, and once signed up on to this member's chat. Only for a
 * member the landings show (else 404, §8).
 */
export default async function Page({ params, searchParams }: Props) {
  const [member, user, query, jar] = await Promise.all([getShowcasePageMember((await params).id), getPageUser(), searchParams, cookies()]);
  const chat = paths.members.chat(member.id);
  // §6: a traffic source in the query (not yet captured) or from earlier in the visit.
  const trafficSource = hasTrafficSource(query.network, jar.get(TRAFFIC_SOURCE_COOKIE)?.value);
  return <SignupPage trafficSource={trafficSource} loggedIn={Boolean(user)} destination={chat} />;
}
