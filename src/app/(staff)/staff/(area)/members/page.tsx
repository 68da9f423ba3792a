import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RoleGuard } from '@/features/staff/components/layout/role-guard';
import { MembersPage } from '@/features/staff/components/members/members-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Staff');
  return { title: t('members.title') };
}

/** /staff/members: the support desk – find a member, see their account, adjust credits, log them out. */
export default function Page() {
  return (
    <RoleGuard roles={['support']}>
      <MembersPage />
    </RoleGuard>
  );
}
