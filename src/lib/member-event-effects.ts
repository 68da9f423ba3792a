import type { QueryClient } from '@tanstack/react-query';
import { anyChatQueryKey, chatQueryKey, chatsQueryKey, likesQueryKey, userQueryKey } from '@/lib/api/query-keys';
import { showLikeModal } from '@/lib/like-modal-store';
import type { UserDto } from '@/shared/types/api';
import type { MemberEventPayloads } from '@/shared/types/social';
import type { MemberEventType } from './member-events';

type Effects = { [T in MemberEventType]: (queryClient: QueryClient, payload: MemberEventPayloads[T]) => void };

const invalidate = (queryClient: QueryClient, ...keys: readonly (readonly unknown[])[]) => {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
};

const patchUser = (queryClient: QueryClient, patch: Partial<UserDto>) =>
  queryClient.setQueryData<UserDto | null>(userQueryKey, (user) => (user ? { ...user, ...patch } : user));

/**
 * What each event changes in this tab's data: the lists and the conversation it concerns are
 * refetched (the server is the one source of counts and order); what the event states outright (the
 * credits, the unread total) is set at once. The member (user.php) carries the badge totals. A like
 * or a match also asks for the new-like / match modal (§2; the store ignores news it showed already).
 */
export const MEMBER_EVENT_EFFECTS: Effects = {
  message: (qc, { conversation, total_unread_messages }) => {
    patchUser(qc, { num_unread_messages: total_unread_messages });
    invalidate(qc, chatsQueryKey, chatQueryKey(conversation.id));
  },
  read: (qc, { conversation }) => invalidate(qc, chatsQueryKey, chatQueryKey(conversation.id), userQueryKey),
  like: (qc, { profile }) => {
    invalidate(qc, likesQueryKey, userQueryKey);
    showLikeModal({ kind: 'like', profile });
  },
  match: (qc, { profile }) => {
    invalidate(qc, likesQueryKey, chatsQueryKey, userQueryKey);
    showLikeModal({ kind: 'match', profile });
  },
  credits: (qc, { credits }) => patchUser(qc, { credits }),
  // A block hides the member from every list and closes any conversation with them.
  block: (qc) => invalidate(qc, chatsQueryKey, likesQueryKey, userQueryKey, anyChatQueryKey),
  // Nothing cached changes; the open conversation listens for it (use-partner-typing.ts).
  typing: () => {},
  chat_deleted: (qc, { conversation }) => {
    qc.removeQueries({ queryKey: chatQueryKey(conversation.id) });
    invalidate(qc, chatsQueryKey, userQueryKey);
  },
};
