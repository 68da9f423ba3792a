import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DecisionsPage } from '@/features/decisions/components/decisions-page';
import { getMemberPageContext } from '@/server/request/member-page';
import { memberDecisions } from '@/server/services/moderation/member-decisions';
import { paths } from '@/shared/paths';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('DecisionsPage');
  return { title: t('title') };
}

/** /decisions: the moderation decisions about the member (statements of reasons), members only. */
export default async function Page() {
  const ctx = await getMemberPageContext(paths.decisions.list);
  return (
    <ClientMessages list="decisions">
      <DecisionsPage items={(await memberDecisions(ctx)).items} />
    </ClientMessages>
  );
}
