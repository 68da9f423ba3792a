import 'server-only';
import type { ServiceContext } from '../context';
import type { Tx } from '../../db/transaction';
import { recordEvents, type PendingEvent } from './record-events';
import { queuePushes } from '../push/queue-pushes';
import { queueNotificationMails } from '../notification-mails/queue-notification-mails';
import { log } from '../../log';

export type Emit = (event: PendingEvent) => void;

type EventDeps = Pick<ServiceContext, 'db' | 'events'> & Partial<Pick<ServiceContext, 'jobs'>>;

/**
 * Runs `work` in a transaction that also stores the member events it emits; after the commit the
 * events go to the open streams, and those for members without one become web push (with `jobs`);
 * messages and likes also become notification mail jobs.
 * A failed publish loses nothing: the streams replay from the table.
 */
export async function transactionWithEvents<T>(ctx: EventDeps, work: (tx: Tx, emit: Emit) => Promise<T>): Promise<T> {
  let delivered: Awaited<ReturnType<typeof recordEvents>> = [];
  const result = await ctx.db.transaction(async (tx) => {
    const pending: PendingEvent[] = [];
    const value = await work(tx, (event) => pending.push(event));
    delivered = pending.length ? await recordEvents(tx, pending) : [];
    return value;
  });
  if (delivered.length) {
    await ctx.events.publish(delivered).catch(() => {});
    // The change is committed whatever happens here; a push that could not be queued is only logged.
    if (ctx.jobs) await queuePushes({ ...ctx, jobs: ctx.jobs }, delivered).catch((err: unknown) => log.error(`push not queued: ${String(err)}`));
    if (ctx.jobs) await queueNotificationMails({ jobs: ctx.jobs }, delivered).catch((err: unknown) => log.error(`mail not queued: ${String(err)}`));
  }
  return result;
}
