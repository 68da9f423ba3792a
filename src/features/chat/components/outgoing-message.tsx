'use client';
import { useGifts } from '@/lib/api/get-gifts';
import type { OutgoingMessage } from '../hooks/use-outbox';
import type { BubbleContent } from './bubbles/bubble-content';
import { ChatMessage } from './chat-message';

/** A message on its way, shown at once (optimistic) as the bubble it will become. */
export function OutgoingMessageView({ message, onRetry }: { message: OutgoingMessage; onRetry: () => void }) {
  const { content } = message;
  const gifts = useGifts(content.kind === 'gift');
  const preview = message.preview;
  const bubble: BubbleContent = {
    kind: content.kind,
    text: content.kind === 'text' ? content.text : null,
    gift: content.kind === 'gift' ? (gifts.data?.find((g) => g.slug === content.gift) ?? null) : null,
    photo: preview ? { url: preview, thumb_url: preview, width: 0, height: 0 } : null,
  };
  return <ChatMessage content={bubble} own status={message.status} onRetry={onRetry} />;
}
