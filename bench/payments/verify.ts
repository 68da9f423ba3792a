// After a run: every order of the bench members paid, one purchase ledger row per paid order, and
// each member's balance equal to the sum of their ledger rows.
import pg from 'pg';

export type PaymentCheck = {
  orders: number;
  unpaid: number;
  /** Paid orders without their purchase row (lost) and purchase rows beyond one per paid order (double). */
  lost: number;
  double: number;
  /** Members whose users.credits differs from the sum of their credit_ledger rows. */
  balanceMismatches: number;
};

const SQL = `
  with o as (
    select count(*)::int as orders, count(*) filter (where status <> 'paid' or paid_at is null)::int as unpaid, count(*) filter (where status = 'paid')::int as paid
    from orders where user_id = any($1)
  ), l as (
    select count(*)::int as purchases, count(distinct (source, reference))::int as distinct_purchases
    from credit_ledger where user_id = any($1) and kind = 'purchase'
  ), b as (
    select count(*)::int as mismatches from users u
    where u.id = any($1) and u.credits <> coalesce((select sum(delta) from credit_ledger c where c.user_id = u.id), 0)
  )
  select o.orders, o.unpaid, greatest(o.paid - l.distinct_purchases, 0) as lost,
         greatest(l.purchases - o.paid, 0) + (l.purchases - l.distinct_purchases) as double, b.mismatches
  from o, l, b`;

export async function checkPayments(databaseUrl: string, members: number[]): Promise<PaymentCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ orders: number; unpaid: number; lost: number; double: number; mismatches: number }>(SQL, [members]);
    const r = rows[0]!;
    return { orders: r.orders, unpaid: r.unpaid, lost: r.lost, double: r.double, balanceMismatches: r.mismatches };
  } finally {
    await client.end();
  }
}
