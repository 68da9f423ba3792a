import 'server-only';

/** Streams one member may hold open on one instance (tabs and devices together). */
export const MAX_STREAMS_PER_MEMBER = 10;
/** Heartbeat period: below the 30–60 s idle timeouts of common proxies. */
export const HEARTBEAT_MS = 25_000;

/** Whose stream: a member by id, or a staff member (`staff:ID`, the back office's inbox stream). */
export type StreamOwner = number | `staff:${number}`;

/**
 * The event streams this process holds: bounded per member (and per staff member), and ended
 * together when the process stops, so a deploy does not wait for them (the clients reconnect
 * elsewhere and replay).
 */
export type OpenStreams = {
  /** Registers a stream and its `end`; null when its owner already holds the maximum here. */
  add: (owner: StreamOwner, end: () => void) => (() => void) | null;
  /** Ends every stream (shutdown); later adds are refused. */
  endAll: () => void;
  count: () => number;
  /** How often each stream sends a heartbeat and re-checks its session. */
  heartbeatMs: number;
};

export function createOpenStreams({ maxPerMember = MAX_STREAMS_PER_MEMBER, heartbeatMs = HEARTBEAT_MS } = {}): OpenStreams {
  const byUser = new Map<StreamOwner, Set<() => void>>();
  let closed = false;
  let total = 0;
  return {
    add(userId, end) {
      const set = byUser.get(userId) ?? new Set<() => void>();
      if (closed || set.size >= maxPerMember) return null;
      set.add(end);
      byUser.set(userId, set);
      total += 1;
      return () => {
        if (!set.delete(end)) return;
        total -= 1;
        if (set.size === 0) byUser.delete(userId);
      };
    },
    endAll() {
      closed = true;
      for (const set of [...byUser.values()]) for (const end of [...set]) end();
    },
    count: () => total,
    heartbeatMs,
  };
}
