import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { MemberProfile } from '@/features/members/components/member-profile';
import { MemberBlockedView } from '@/features/members/components/member-blocked-view';
import { getPageContext } from '@/server/request/page-context';
import { viewMember } from '@/server/services/members/view-member';
import { ApiError } from '@/server/errors';
import { parseInput } from '@/server/validation/parse-input';
import { memberIdSchema } from '@/shared/schemas/member';
import { getMemberQueryKey } from '@/features/members/api/query-keys';
import { shareMetadata } from './share-metadata';

type Props = { params: Promise<{ id: string }> };

/** Between blocked members the page shows who blocked whom instead of the profile (§6, §8). */
type Blocked = { blocked: { id: number; name: string; byMe: boolean } };

function blockedView(error: ApiError): Blocked | null {
  if (error.code !== 'blocked' && error.code !== 'you_blocked') return null;
  return { blocked: { id: Number(error.values.id), name: String(error.values.name), byMe: error.code === 'you_blocked' } };
}

/** One read per request, shared by the metadata and the page; unknown or hidden members are a 404. */
const loadMember = cache(async (id: string) => {
  try {
    return { member: await viewMember(await getPageContext(), parseInput(memberIdSchema, { id })) };
  } catch (error) {
    // An id that is not a number fails validation (422): to a visitor that is the same missing page.
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) notFound();
    const blocked = error instanceof ApiError ? blockedView(error) : null;
    if (blocked) return blocked;
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await loadMember((await params).id);
  if (!('member' in loaded)) return { title: loaded.blocked.name };
  return { title: loaded.member.name, ...(await shareMetadata(loaded.member.id)) };
}

export default async function Page({ params }: Props) {
  const [loaded, ctx] = await Promise.all([loadMember((await params).id), getPageContext()]);
  if ('blocked' in loaded) return <MemberBlockedView id={loaded.blocked.id} name={loaded.blocked.name} blockedByMe={loaded.blocked.byMe} />;
  const { member } = loaded;
  const queryClient = new QueryClient();
  queryClient.setQueryData(getMemberQueryKey(member.id), member);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <MemberProfile id={member.id} viewerId={ctx.actor?.id ?? null} />
    </HydrationBoundary>
  );
}
