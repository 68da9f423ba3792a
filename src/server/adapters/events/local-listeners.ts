import type { DeliveredEvent, EventListener } from './event-bus';

/** The streams open in this process, by member. */
export function createLocalListeners() {
  const byUser = new Map<number, Set<EventListener>>();
  return {
    add(userId: number, listener: EventListener): () => void {
      const set = byUser.get(userId) ?? new Set<EventListener>();
      set.add(listener);
      byUser.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) byUser.delete(userId);
      };
    },
    dispatch(event: DeliveredEvent): void {
      for (const listener of byUser.get(event.userId) ?? []) listener(event);
    },
    has: (userId: number) => byUser.has(userId),
    /** The members with at least one stream here. */
    users: () => [...byUser.keys()],
    count: () => byUser.size,
  };
}
