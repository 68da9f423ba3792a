import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { MemberProfile } from '@/features/members/components/member-profile';
import { MemberBlockedView } from '@/features/members/components/member-blocked-view';
import { MemberUnavailableView, type UnavailableReason } from '@/features/members/components/member-unavailable-view';
import { getPageContext } from '@/server/request/page-context';
import { viewMember } from '@/server/services/members/view-member';
import { ApiError } from '@/server/errors';
import { parseInput } from '@/server/validation/parse-input';
import { memberIdSchema } from '@/shared/schemas/member';
import { getMemberQueryKey } from '@/features/members/api/query-keys';
import { shareMetadata } from './share-metadata';
import { ClientMessages } from '@/components/providers/client-messages';

type Props = { params: Promise<{ id: string }> };

/** Between blocked members the page shows who blocked whom instead of the profile (§6, §8). */
type Blocked = { blocked: { id: number; name: string; byMe: boolean } };
/** A chat partner's profile that others cannot see says why, and can still be blocked and reported. */
type Unavailable = { unavailable: { id: number; name: string; reason: UnavailableReason } };

function refusedView(error: ApiError): Blocked | Unavailable | null {
  const [id, name] = [Number(error.values.id), String(error.values.name)];
  if (error.code === 'profile_unavailable') return { unavailable: { id, name, reason: error.values.reason === 'not_confirmed' ? 'not_confirmed' : 'hidden' } };
  if (error.code !== 'blocked' && error.code !== 'you_blocked') return null;
  return { blocked: { id, name, byMe: error.code === 'you_blocked' } };
}

/** One read per request, shared by the metadata and the page; unknown or hidden members are a 404. */
const loadMember = cache(async (id: string) => {
  try {
    return { member: await viewMember(await getPageContext(), parseInput(memberIdSchema, { id })) };
  } catch (error) {
    // An id that is not a number fails validation (422): to a visitor that is the same missing page.
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) notFound();
    const refused = error instanceof ApiError ? refusedView(error) : null;
    if (refused) return refused;
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await loadMember((await params).id);
  if ('member' in loaded) return { title: loaded.member.name, ...(await shareMetadata(loaded.member.id)) };
  return { title: 'blocked' in loaded ? loaded.blocked.name : loaded.unavailable.name };
}

export default async function Page({ params }: Props) {
  return <ClientMessages list="memberProfile">{await memberPage((await params).id)}</ClientMessages>;
}

async function memberPage(id: string) {
  const [loaded, ctx] = await Promise.all([loadMember(id), getPageContext()]);
  if ('unavailable' in loaded) return <MemberUnavailableView {...loaded.unavailable} />;
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
