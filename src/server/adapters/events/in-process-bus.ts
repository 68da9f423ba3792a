import type { EventBus } from './event-bus';
import { createLocalListeners } from './local-listeners';

/** Embedded mode: one process holds every stream, so publishing is a local dispatch. */
export function createInProcessBus(): EventBus {
  const listeners = createLocalListeners();
  return {
    publish: async (events) => {
      for (const event of events) listeners.dispatch(event);
    },
    subscribe: (userId, listener) => listeners.add(userId, listener),
    isConnected: async (userId) => listeners.has(userId),
    close: async () => {},
  };
}
