import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ChatLoginPrompt } from '@/features/chat/components/chat-login-prompt';
import { ChatsShell } from '@/features/chat/components/chats-shell';
import { MemberChat } from '@/features/chat/components/member-chat';
import { ApiError } from '@/server/errors';
import { getPageContext } from '@/server/request/page-context';
import { getPageUser } from '@/server/request/page-data';
import { viewMember } from '@/server/services/members/view-member';
import { parseInput } from '@/server/validation/parse-input';
import { memberIdSchema } from '@/shared/schemas/member';
import type { SocialProfileDto } from '@/shared/types/social';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ChatsPage');
  return { title: t('title') };
}

/** The member as a conversation header shows them; unknown, hidden or blocked members are a 404. */
async function loadProfile(id: string): Promise<SocialProfileDto> {
  try {
    const m = await viewMember(await getPageContext(), parseInput(memberIdSchema, { id }));
    return { id: m.id, name: m.name, age: m.age, country: m.country, region: m.region?.name ?? null, is_fictional: m.is_fictional, main_image: m.main_image, online: m.online };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) notFound();
    throw error;
  }
}

/** §2 /members/{id}/chat: the chat with this member; §6 visitors are asked to log in first. */
export default async function Page({ params }: Props) {
  const { id } = await params;
  const user = await getPageUser();
  if (!user) return <ChatLoginPrompt next={`/members/${id}/chat`} />;
  // Nobody writes to themselves.
  if (String(user.id) === id) redirect('/chats');
  const profile = await loadProfile(id);
  return (
    <ChatsShell open>
      <MemberChat profile={profile} />
    </ChatsShell>
  );
}
