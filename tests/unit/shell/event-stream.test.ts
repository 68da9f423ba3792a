// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { startEventStream } from '@/lib/event-stream';
import { onMemberEvent } from '@/lib/member-events';
import { chatQueryKey, chatsQueryKey, likesQueryKey, userQueryKey } from '@/lib/api/query-keys';
import { getLikeModal, hideLikeModal } from '@/lib/like-modal-store';

/** A stand-in for the browser's EventSource: the test plays the server. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  send(id: number, type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: String(id) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

let queryClient: QueryClient;
beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  queryClient = new QueryClient();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
const profile = { id: 9, name: 'Lotte', age: 30, country: 'NL', region: null, is_fictional: false, main_image: null, online: true };

describe('the event stream in the browser', () => {
  it('shows new credits and the unread total at once and refreshes the chats and the conversation a message arrives in', () => {
    queryClient.setQueryData(userQueryKey, { id: 1, credits: 10 });
    queryClient.setQueryData(chatsQueryKey, { chats: [] });
    queryClient.setQueryData(chatQueryKey(4), { messages: [] });
    queryClient.setQueryData(likesQueryKey, { profiles: [], liked_by: [] });
    const stop = startEventStream({ queryClient, userId: 1 });
    const [source] = FakeEventSource.opened;
    expect(source.url).toBe('/api/events.php');
    source.send(1, 'credits', { credits: 5 });
    expect(queryClient.getQueryData(userQueryKey)).toEqual({ id: 1, credits: 5 });
    source.send(2, 'message', { conversation: { id: 4 }, message: {}, profile, num_unread_messages: 1, total_unread_messages: 3 });
    expect(queryClient.getQueryData(userQueryKey)).toEqual({ id: 1, credits: 5, num_unread_messages: 3 });
    expect([invalidated(chatsQueryKey), invalidated(chatQueryKey(4)), invalidated(likesQueryKey)]).toEqual([true, true, false]);
    stop();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('shows the match modal for a match and hands the event to whoever listens', () => {
    const matches: unknown[] = [];
    const off = onMemberEvent('match', (payload) => matches.push(payload.profile.name));
    const stop = startEventStream({ queryClient, userId: 1 });
    FakeEventSource.opened[0].send(1, 'match', { profile });
    expect(getLikeModal()).toEqual({ kind: 'match', profile });
    // A like of the same member does not replace the match on screen.
    FakeEventSource.opened[0].send(2, 'like', { profile });
    expect(getLikeModal()?.kind).toBe('match');
    expect(matches).toEqual(['Lotte']);
    hideLikeModal();
    off();
    stop();
  });

  it('shows the new-like modal for a like', () => {
    const stop = startEventStream({ queryClient, userId: 1 });
    const anouk = { ...profile, id: 11, name: 'Anouk' };
    FakeEventSource.opened[0].send(1, 'like', { profile: anouk });
    expect(getLikeModal()).toEqual({ kind: 'like', profile: anouk });
    hideLikeModal();
    stop();
  });

  it('after a reload replays from the last event this member saw in the tab', () => {
    const stop = startEventStream({ queryClient, userId: 1 });
    FakeEventSource.opened[0].send(17, 'credits', { credits: 1 });
    stop();
    startEventStream({ queryClient, userId: 1 })();
    startEventStream({ queryClient, userId: 2 })();
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/events.php', '/api/events.php?last_event_id=17', '/api/events.php']);
  });

  it('opens a new stream a minute after the server refused one', () => {
    vi.useFakeTimers();
    const stop = startEventStream({ queryClient, userId: 1 });
    FakeEventSource.opened[0].refuse();
    vi.advanceTimersByTime(59_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    stop();
  });
});
