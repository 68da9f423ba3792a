'use client';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { OutgoingMessage } from './use-outbox';

/** What the member has under way with one other member: the draft, the sends, the last refusal. */
export type Thread = {
  draft: string;
  outgoing: OutgoingMessage[];
  lastError: unknown;
};

/**
 * The composer's focus passed from the page that goes to the page that comes (see Composer). Not
 * state: the new page renders before the old one unmounts, so only a value read in the effects
 * of that one commit sees the handoff.
 */
export type FocusHandoff = { give: () => void; take: () => boolean };

type Change = (thread: Thread) => Thread;
type Threads = { threads: ReadonlyMap<number, Thread>; change: (profileId: number, change: Change) => void; focused: Set<number> };

const EMPTY: Thread = { draft: '', outgoing: [], lastError: null };
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
  // One set for the provider's life, changed in place: see FocusHandoff.
  const [focused] = useState(() => new Set<number>());
  const value = useMemo(() => ({ threads, change, focused }), [threads, change, focused]);
  return <ThreadsContext.Provider value={value}>{children}</ThreadsContext.Provider>;
}

/** The member's thread with one other member, a way to change it that stays valid after unmount, and the focus handoff. */
export function useThread(profileId: number): [Thread, (change: Change) => void, FocusHandoff] {
  const context = useContext(ThreadsContext);
  if (!context) throw new Error('useThread needs a ChatThreadsProvider above it');
  const { threads, change, focused } = context;
  const changeThis = useCallback((apply: Change) => change(profileId, apply), [change, profileId]);
  const handoff = useMemo(() => ({ give: () => void focused.add(profileId), take: () => focused.delete(profileId) }), [focused, profileId]);
  return [threads.get(profileId) ?? EMPTY, changeThis, handoff];
}
