import type { MemberEventType } from '../../db/schema/events';

/**
 * One member's event as it travels to their open streams; `seq` is the stream's event id. The
 * operator inbox's change signal travels the same way on channel 0 (no member has id 0), unnumbered,
 * and so does `sessions_ended` (a member's sessions were ended: their streams re-check theirs now)
 * and `typing` (a chat partner is typing: sent to open streams only, never stored or replayed).
 * `resync` comes from this instance's bus, not a commit: it may have missed events (its Redis
 * connection was down), so the member's streams here read the table for any they have not sent.
 */
export type DeliveredEvent = {
  userId: number;
  seq: number;
  type: MemberEventType | 'inbox' | 'sessions_ended' | 'resync' | 'typing';
  payload: Record<string, unknown>;
};

export type EventListener = (event: DeliveredEvent) => void;

/**
 * Fan-out of committed member events to the streams open on this instance and, at scale, on every
 * instance. The database stays the record: a stream that missed a publish replays from it.
 */
export type EventBus = {
  publish: (events: DeliveredEvent[]) => Promise<void>;
  /** Listens for one member's events on this instance; returns the unsubscribe. */
  subscribe: (userId: number, listener: EventListener) => () => void;
  /** Whether the member has an open stream on any instance (web push goes only to those without). */
  isConnected: (userId: number) => Promise<boolean>;
  close: () => Promise<void>;
};
