import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AppealPage } from '@/features/decisions/components/appeal-page';
import { ClientMessages } from '@/components/providers/client-messages';

type Props = { searchParams: Promise<{ ref?: string | string[]; token?: string | string[] }> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 200) : '');

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('DecisionsPage');
  return { title: t('appealTitle', { reference: '' }).trim(), robots: { index: false } };
}

/** /decisions/appeal?ref=&token=: the statement mail's appeal link; the API checks the token. */
export default async function Page({ searchParams }: Props) {
  const query = await searchParams;
  return (
    <ClientMessages list="decisions">
      <AppealPage reference={one(query.ref)} token={one(query.token)} />
    </ClientMessages>
  );
}
