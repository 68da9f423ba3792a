import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CompleteSignupPage } from '@/features/signup/components/complete-signup-page';
import { getPageUser } from '@/server/request/page-data';
import { paths } from '@/shared/paths';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('CompleteSignupPage');
  return { title: t('title') };
}

/** /complete-signup: the signup steps again for what the member's profile still misses. */
export default async function Page() {
  if (!(await getPageUser())) redirect(paths.auth.login(paths.signup.complete));
  return (
    <ClientMessages list="completeSignup">
      <CompleteSignupPage />
    </ClientMessages>
  );
}
