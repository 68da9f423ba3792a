import type { MemberEventPayloads } from '@/shared/types/social';

// The member's real-time events in this tab, for whatever wants to react beyond the query caches and
// the like/match modal (src/lib/member-event-effects.ts does those), e.g. an open conversation that
// scrolls to a new message. The event stream (src/lib/event-stream.ts) emits here; a feature subscribes:
//
//   useEffect(() => onMemberEvent('message', ({ conversation }) => { if (conversation.id === id) scrollDown(); }), [id]);

export type MemberEventType = keyof MemberEventPayloads;
type Handler<T extends MemberEventType> = (payload: MemberEventPayloads[T]) => void;

const handlers = new Map<MemberEventType, Set<Handler<MemberEventType>>>();

/** Calls `handler` for each event of `type` from now on; returns the unsubscribe. */
export function onMemberEvent<T extends MemberEventType>(type: T, handler: Handler<T>): () => void {
  const set = handlers.get(type) ?? new Set();
  set.add(handler as Handler<MemberEventType>);
  handlers.set(type, set);
  return () => set.delete(handler as Handler<MemberEventType>);
}

export function emitMemberEvent<T extends MemberEventType>(type: T, payload: MemberEventPayloads[T]): void {
  for (const handler of handlers.get(type) ?? []) {
    try {
      handler(payload);
    } catch (err) {
      // One failing subscriber must not keep the event from the others.
      console.error(err);
    }
  }
}
