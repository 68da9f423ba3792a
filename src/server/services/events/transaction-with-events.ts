import 'server-only';
import type { ServiceContext } from '../context';
import type { Tx } from '../../db/transaction';
import { recordEvents, type PendingEvent } from './record-events';

export type Emit = (event: PendingEvent) => void;

/**
 * Runs `work` in a transaction that also stores the member events it emits; after the commit the
 * events go to the open streams. A failed publish loses nothing: the streams replay from the table.
 */
export async function transactionWithEvents<T>(ctx: Pick<ServiceContext, 'db' | 'events'>, work: (tx: Tx, emit: Emit) => Promise<T>): Promise<T> {
  let delivered: Awaited<ReturnType<typeof recordEvents>> = [];
  const result = await ctx.db.transaction(async (tx) => {
    const pending: PendingEvent[] = [];
    const value = await work(tx, (event) => pending.push(event));
    delivered = pending.length ? await recordEvents(tx, pending) : [];
    return value;
  });
  if (delivered.length) await ctx.events.publish(delivered).catch(() => {});
  return result;
}
