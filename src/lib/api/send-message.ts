import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { chatsQueryKey } from '@/lib/api/query-keys';
import type { UserDto } from '@/shared/types/api';
import type { SendMessageDto } from '@/shared/types/social';
import { userQueryKey } from './query-keys';

/** What a member sends: a text, a gift from the catalogue or a photo. */
export type MessageContent = { kind: 'text'; text: string } | { kind: 'gift'; gift: string } | { kind: 'photo'; photo: File };

/** One send: `nonce` is made once per message and kept for every retry, so it is stored once. */
export type SendMessageInput = { profile: number; nonce: string; content: MessageContent };

function body({ profile, nonce, content }: SendMessageInput): FormData | Record<string, unknown> {
  if (content.kind === 'text') return { profile, nonce, text: content.text };
  if (content.kind === 'gift') return { profile, nonce, gift: content.gift };
  const form = new FormData();
  form.set('profile', String(profile));
  form.set('nonce', nonce);
  form.set('photo', content.photo);
  return form;
}

/**
 * POST /api/message.php: JSON for text and gifts, multipart for a photo. The nonce makes a repeat
 * harmless, so the client retries it like a read (§7).
 */
export async function sendMessage(input: SendMessageInput): Promise<SendMessageDto> {
  return http<SendMessageDto>('/api/message.php', { method: 'POST', body: body(input), idempotent: true });
}

/** After a send: the balance from the answer, and the chat list with its new last message. */
export function applySent(queryClient: QueryClient, sent: SendMessageDto): void {
  queryClient.setQueryData<UserDto | null>(userQueryKey, (user) => (user ? { ...user, credits: sent.credits } : user));
  void queryClient.invalidateQueries({ queryKey: chatsQueryKey });
}

export function useApplySent() {
  const queryClient = useQueryClient();
  return (sent: SendMessageDto) => applySent(queryClient, sent);
}

/** A version 4 UUID from getRandomValues, which (unlike randomUUID) also exists outside HTTPS. */
function uuidFromRandomBytes(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A fresh idempotency key for one message; a site opened over plain HTTP has no randomUUID. */
export const newNonce = (): string => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : uuidFromRandomBytes());
