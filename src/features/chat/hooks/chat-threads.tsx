'use client';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { OutgoingMessage } from './use-outbox';

/** What the member has under way with one other member: the draft, the sends, the last refusal. */
export type Thread = {
  draft: string;
  outgoing: OutgoingMessage[];
  lastError: unknown;
  /** The composer had the focus when its page gave way to the next one (see Composer). */
  refocus: boolean;
};

type Change = (thread: Thread) => Thread;
type Threads = { threads: ReadonlyMap<number, Thread>; change: (profileId: number, change: Change) => void };

const EMPTY: Thread = { draft: '', outgoing: [], lastError: null, refocus: false };
const ThreadsContext = createContext<Threads | null>(null);

/**
 * Holds drafts and sends per member above the chat pages. The first message moves the page from
 * /members/{id}/chat to /chats/{conversation id}, a different page: kept here, what the member typed
 * meanwhile and the messages still on their way survive the move.
 */
export function ChatThreadsProvider({ children }: { children: ReactNode }) {
  const [threads, setThreads] = useState<ReadonlyMap<number, Thread>>(new Map());
  const change = useCallback((profileId: number, apply: Change) => {
    setThreads((all) => new Map(all).set(profileId, apply(all.get(profileId) ?? EMPTY)));
  }, []);
  const value = useMemo(() => ({ threads, change }), [threads, change]);
  return <ThreadsContext.Provider value={value}>{children}</ThreadsContext.Provider>;
}

/** The member's thread with one other member, and a way to change it that stays valid after unmount. */
export function useThread(profileId: number): [Thread, (change: Change) => void] {
  const context = useContext(ThreadsContext);
  if (!context) throw new Error('useThread needs a ChatThreadsProvider above it');
  const { threads, change } = context;
  const changeThis = useCallback((apply: Change) => change(profileId, apply), [change, profileId]);
  return [threads.get(profileId) ?? EMPTY, changeThis];
}
