import type { Metadata } from 'next';
import { CardLanding } from '@/features/member-landing/components/card-landing';
import { getShowcasePageMember } from '@/server/request/showcase-page';
import { getPageSettings } from '@/server/request/page-data';
import { memberLandingMetadata } from '../member-landing-metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return memberLandingMetadata(await getShowcasePageMember((await params).id));
}

/** §2 /members/{id}/landing: the member as a profile card; only members shown to strangers, else 404. */
export default async function Page({ params }: Props) {
  const [member, settings] = await Promise.all([getShowcasePageMember((await params).id), getPageSettings()]);
  return <CardLanding member={member} siteName={settings.name} />;
}
