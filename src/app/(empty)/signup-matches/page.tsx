import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SignupMatchesPage } from '@/features/signup/components/signup-matches-page';
import { getPageUser } from '@/server/request/page-data';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('SignupMatchesPage');
  return { title: t('title') };
}

/** /signup-matches: a first look at members who fit, right after signup. */
export default async function Page() {
  if (!(await getPageUser())) redirect('/login?next=/signup-matches');
  return <SignupMatchesPage />;
}
