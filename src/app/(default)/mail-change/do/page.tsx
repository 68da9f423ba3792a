import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MailChangeConfirm } from '@/features/settings/components/mail-change-confirm';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('MailChangePage');
  // The token is a secret: keep the page out of search engines and referrers.
  return { title: t('metaTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** /mail-change/do?token=…: the link mailed to a new address confirms it. */
export default async function Page({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <ClientMessages list="mailChange">
      <MailChangeConfirm token={typeof token === 'string' ? token : ''} />
    </ClientMessages>
  );
}
