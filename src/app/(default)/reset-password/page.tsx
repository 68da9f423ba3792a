import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResetRequestForm } from '@/features/auth/components/reset-request-form';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ResetPasswordPage');
  return { title: t('title') };
}

/** /reset-password: ask for a reset link by e-mail. */
export default function Page() {
  return (
    <ClientMessages list="resetPassword">
      <ResetRequestForm />
    </ClientMessages>
  );
}
