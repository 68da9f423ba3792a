import 'server-only';
import { sql } from 'drizzle-orm';
import type { CreditKind } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { rawRows } from '../../db/raw-rows';

export type CreditChange = {
  userId: number;
  /** Positive grants, negative charges. */
  delta: number;
  kind: CreditKind;
  /** With `reference`, the change's identity: the same pair is applied once, ever. */
  source: string;
  reference: string;
};

export type CreditResult = { status: 'applied'; balance: number } | { status: 'duplicate' } | { status: 'insufficient' };

type Outcome = { balance: number | null; entry: string | number | null; duplicate: boolean };

/**
 * Applies one credit change inside the caller's transaction, in one statement: the balance moves
 * (a guarded UPDATE, so racing charges cannot both pass a stale read and it never goes below 0) and
 * its ledger row is written with the balance after. A (source, reference) already in the ledger
 * changes nothing. On 'insufficient' nothing was written, but callers abort their transaction anyway.
 */
export async function applyCredits(tx: Tx, change: CreditChange): Promise<CreditResult> {
  const { userId, delta, kind, source, reference } = change;
  const known = sql`select 1 from credit_ledger where source = ${source}::text and reference = ${reference}::text`;
  const result = await tx.execute(sql`
    with moved as (
      update users set credits = credits + ${delta}::int
      where id = ${userId}::int and credits + ${delta}::int >= 0 and not exists (${known})
      returning credits
    ), entry as (
      insert into credit_ledger (user_id, delta, balance_after, kind, source, reference)
      select ${userId}::int, ${delta}::int, credits, ${kind}::text, ${source}::text, ${reference}::text from moved
      on conflict (source, reference) do nothing
      returning id
    )
    select (select credits from moved) as balance, (select id from entry) as entry, exists (${known}) as duplicate`);
  const outcome = rawRows<Outcome>(result)[0]!;
  if (outcome.duplicate) return { status: 'duplicate' };
  if (outcome.balance === null) return { status: 'insufficient' };
  // The same change applied by a transaction that committed after this one began: its row won the
  // unique key, but this balance moved. Failing rolls the move back; the caller's retry sees a duplicate.
  if (outcome.entry === null) throw new Error(`credit change ${source}:${reference} raced with itself`);
  return { status: 'applied', balance: Number(outcome.balance) };
}
