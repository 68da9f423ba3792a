import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SignupMatchesPage } from '@/features/signup/components/signup-matches-page';
import { getPageUser } from '@/server/request/page-data';
import { paths } from '@/shared/paths';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('SignupMatchesPage');
  return { title: t('title') };
}

/** /signup-matches: a first look at members who fit, right after signup. */
export default async function Page() {
  if (!(await getPageUser())) redirect(paths.auth.login(paths.signup.matches));
  return (
    <ClientMessages list="signupMatches">
      <SignupMatchesPage />
    </ClientMessages>
  );
}
