import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SplitLanding } from '@/features/member-landing/components/split-landing';
import { isMemberLandingSlug } from '@/features/member-landing/landing-slugs';
import { getShowcasePageMember } from '@/server/request/showcase-page';
import { memberLandingMetadata } from '../../member-landing-metadata';

type Props = { params: Promise<{ id: string; slug?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, slug } = await params;
  if (!isMemberLandingSlug(slug)) notFound();
  return memberLandingMetadata(await getShowcasePageMember(id));
}

/** §2 /members/{id}/landing2/{slug?}: the photo beside the invitation; an unknown slug or member is 404 (§8). */
export default async function Page({ params }: Props) {
  const { id, slug } = await params;
  if (!isMemberLandingSlug(slug)) notFound();
  return <SplitLanding member={await getShowcasePageMember(id)} />;
}
