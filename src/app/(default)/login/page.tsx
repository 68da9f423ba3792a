import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/features/auth/components/login-form';
import { safeNext } from '@/features/auth/components/safe-next';
import { getPageUser } from '@/server/request/page-data';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('LoginPage');
  return { title: t('title') };
}

type Props = { searchParams: Promise<{ next?: string | string[]; reactivated?: string }> };

/** /login (§2): members who are logged in already go on to /members (or ?next=). */
export default async function Page({ searchParams }: Props) {
  const { next, reactivated } = await searchParams;
  const nextPath = typeof next === 'string' ? next : null;
  if (await getPageUser()) redirect(safeNext(nextPath));
  // GET /api/reactivate.php lands here with ?reactivated=1 once the account is back.
  return (
    <ClientMessages list="login">
      <LoginForm next={nextPath} reactivated={reactivated === '1'} />
    </ClientMessages>
  );
}
