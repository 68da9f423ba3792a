import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ShowcaseMemberDto } from '@/shared/types/showcase';

/** The tab title of a member landing: the same invitation the page makes. */
export async function memberLandingMetadata(member: ShowcaseMemberDto): Promise<Metadata> {
  const t = await getTranslations('MemberLanding');
  return { title: t('pageTitle', { name: member.name }) };
}
