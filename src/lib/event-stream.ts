import type { QueryClient } from '@tanstack/react-query';
import { MEMBER_EVENT_EFFECTS } from './member-event-effects';
import { emitMemberEvent, type MemberEventType } from './member-events';

/** After a refusal (429, a logout elsewhere) the browser gives up; we try again this much later. */
const REOPEN_AFTER_MS = 60_000;
/** The last event seen in this tab survives a reload, so the first connect replays what it missed. */
const lastIdKey = (userId: number) => `amora:last-event-id:${userId}`;

const EVENT_TYPES = Object.keys(MEMBER_EVENT_EFFECTS) as MemberEventType[];

function lastSeenId(userId: number): string | null {
  try {
    return sessionStorage.getItem(lastIdKey(userId));
  } catch {
    return null;
  }
}

function remember(userId: number, id: string): void {
  try {
    sessionStorage.setItem(lastIdKey(userId), id);
  } catch {
    // Storage may be off (private mode); a reload then simply starts from now.
  }
}

type Options = { queryClient: QueryClient; userId: number };

/**
 * ARCHITECTURE "Real time": one EventSource on /api/events.php while logged in. Each event updates
 * the query caches and reaches the subscribers of onMemberEvent. EventSource reconnects by itself
 * (retry 3 s, with Last-Event-ID); when the server refused it outright, a new one opens a minute
 * later. Returns the function that closes it (logout, unmount).
 */
export function startEventStream({ queryClient, userId }: Options): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let source: EventSource | null = null;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  const open = () => {
    const last = lastSeenId(userId);
    source = new EventSource(`/api/events.php${last ? `?last_event_id=${encodeURIComponent(last)}` : ''}`);
    source.onerror = () => {
      if (source?.readyState === EventSource.CLOSED) reopen = setTimeout(open, REOPEN_AFTER_MS);
    };
    for (const type of EVENT_TYPES) {
      source.addEventListener(type, (message) => {
        const { data, lastEventId } = message as MessageEvent<string>;
        const payload = JSON.parse(data) as never;
        if (lastEventId) remember(userId, lastEventId);
        MEMBER_EVENT_EFFECTS[type](queryClient, payload);
        emitMemberEvent(type, payload);
      });
    }
  };
  open();
  return () => {
    clearTimeout(reopen);
    source?.close();
  };
}
