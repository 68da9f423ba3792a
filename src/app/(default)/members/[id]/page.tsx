import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { MemberProfile } from '@/features/members/components/member-profile';
import { getMemberQueryKey } from '@/features/members/api/get-member';
import { getPageContext } from '@/server/request/page-context';
import { viewMember } from '@/server/services/members/view-member';
import { ApiError } from '@/server/errors';
import { parseInput } from '@/server/validation/parse-input';
import { memberIdSchema } from '@/shared/schemas/member';

type Props = { params: Promise<{ id: string }> };

/** One read per request, shared by the metadata and the page; unknown or hidden members are a 404. */
const loadMember = cache(async (id: string) => {
  try {
    return await viewMember(await getPageContext(), parseInput(memberIdSchema, { id }));
  } catch (error) {
    // An id that is not a number fails validation (422): to a visitor that is the same missing page.
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const member = await loadMember((await params).id);
  return { title: member.name };
}

export default async function Page({ params }: Props) {
  const [member, ctx] = await Promise.all([loadMember((await params).id), getPageContext()]);
  const queryClient = new QueryClient();
  queryClient.setQueryData(getMemberQueryKey(member.id), member);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <MemberProfile id={member.id} viewerId={ctx.actor?.id ?? null} />
    </HydrationBoundary>
  );
}
