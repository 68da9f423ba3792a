import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResetCompleteForm } from '@/features/auth/components/reset-complete-form';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ResetPasswordPage');
  // The token is a secret: keep the page out of search engines and referrers.
  return { title: t('newTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** /reset-password/do?token=…: choose a new password with the mailed link. */
export default async function Page({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <ClientMessages list="resetPassword">
      <ResetCompleteForm token={typeof token === 'string' ? token : ''} />
    </ClientMessages>
  );
}
