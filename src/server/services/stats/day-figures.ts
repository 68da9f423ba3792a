import 'server-only';
import { and, count, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/transaction';
import { memberDays, messages, orders, paymentReversals, users } from '../../db/schema';
import { addDays, dayBounds } from './days';

/** A figure per site id. */
export type PerSite = Map<number, number>;
export type SiteCounts = Record<'signups' | 'activations' | 'purchases' | 'firstPurchases' | 'activeMembers', PerSite> &
  Record<'messagesMember' | 'messagesFictional' | 'messagesOperator' | 'cohortSize' | 'retained7' | 'retained30', PerSite>;
export type RevenueRow = {
  siteId: number;
  country: string;
  method: string;
  currency: string;
  grossCents: number;
  refundedCents: number;
  chargedBackCents: number;
};

const bySite = (rows: { siteId: number; n: number }[]): PerSite => new Map(rows.map((row) => [row.siteId, Number(row.n)]));
const toInt = (expr: SQL) => sql<number>`(${expr})::int`;
// The site's own (fictional) profiles are users too; they are neither sign-ups nor activations.
const notFictional = sql`not exists (select 1 from profiles p where p.user_id = ${users.id} and p.is_fictional)`;

/** Members who signed up, and who confirmed their address, on the day. */
async function memberCounts(db: DbOrTx, start: Date, end: Date): Promise<Pick<SiteCounts, 'signups' | 'activations'>> {
  const [signups, activations] = await Promise.all([
    db
      .select({ siteId: users.siteId, n: count() })
      .from(users)
      .where(and(gte(users.createdAt, start), lt(users.createdAt, end), notFictional))
      .groupBy(users.siteId),
    db
      .select({ siteId: users.siteId, n: count() })
      .from(users)
      .where(and(gte(users.activatedAt, start), lt(users.activatedAt, end), notFictional))
      .groupBy(users.siteId),
  ]);
  return { signups: bySite(signups), activations: bySite(activations) };
}

/** Paid orders of the day, and those among them that were the member's first paid order (conversion). */
async function purchaseCounts(db: DbOrTx, start: Date, end: Date): Promise<Pick<SiteCounts, 'purchases' | 'firstPurchases'>> {
  const first = sql`not exists (select 1 from orders o2 where o2.user_id = ${orders.userId} and o2.paid_at < ${orders.paidAt})`;
  const rows = await db
    .select({ siteId: orders.siteId, n: count(), first: toInt(sql`count(*) filter (where ${first})`) })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, start), lt(orders.paidAt, end)))
    .groupBy(orders.siteId);
  return { purchases: bySite(rows), firstPurchases: bySite(rows.map((row) => ({ siteId: row.siteId, n: row.first }))) };
}

/**
 * The day's messages by kind, counted for the member's site: the sender's for members' messages,
 * the recipient's for a fictional profile's reply (an operator's, `operator_id` set).
 */
async function messageCounts(db: DbOrTx, start: Date, end: Date): Promise<Pick<SiteCounts, 'messagesMember' | 'messagesFictional' | 'messagesOperator'>> {
  const member = sql`case when ${messages.operatorId} is null then ${messages.senderId} else ${messages.recipientId} end`;
  const rows = await db
    .select({
      siteId: users.siteId,
      member: toInt(sql`count(*) filter (where ${messages.operatorId} is null and not ${messages.toFictional})`),
      fictional: toInt(sql`count(*) filter (where ${messages.operatorId} is null and ${messages.toFictional})`),
      operator: toInt(sql`count(*) filter (where ${messages.operatorId} is not null)`),
    })
    .from(messages)
    .innerJoin(users, eq(users.id, member))
    .where(and(gte(messages.createdAt, start), lt(messages.createdAt, end)))
    .groupBy(users.siteId);
  const pick = (key: 'member' | 'fictional' | 'operator') => bySite(rows.map((row) => ({ siteId: row.siteId, n: row[key] })));
  return { messagesMember: pick('member'), messagesFictional: pick('fictional'), messagesOperator: pick('operator') };
}

/** Members who used the site on the day (member_days). */
async function activeCounts(db: DbOrTx, day: string): Promise<PerSite> {
  const rows = await db.select({ siteId: memberDays.siteId, n: count() }).from(memberDays).where(eq(memberDays.day, day)).groupBy(memberDays.siteId);
  return bySite(rows);
}

/** Of the members activated on the day, how many used the site again 7 and 30 days later. */
export async function cohortCounts(db: DbOrTx, day: string): Promise<Pick<SiteCounts, 'cohortSize' | 'retained7' | 'retained30'>> {
  const { start, end } = dayBounds(day);
  const activeOn = (later: string) => sql`exists (select 1 from member_days d where d.user_id = ${users.id} and d.day = ${later}::date)`;
  const rows = await db
    .select({
      siteId: users.siteId,
      n: count(),
      r7: toInt(sql`count(*) filter (where ${activeOn(addDays(day, 7))})`),
      r30: toInt(sql`count(*) filter (where ${activeOn(addDays(day, 30))})`),
    })
    .from(users)
    .where(and(gte(users.activatedAt, start), lt(users.activatedAt, end), notFictional))
    .groupBy(users.siteId);
  return {
    cohortSize: bySite(rows),
    retained7: bySite(rows.map((row) => ({ siteId: row.siteId, n: row.r7 }))),
    retained30: bySite(rows.map((row) => ({ siteId: row.siteId, n: row.r30 }))),
  };
}

/** Every count of the day per site. */
export async function dayCounts(db: DbOrTx, day: string): Promise<SiteCounts> {
  const { start, end } = dayBounds(day);
  const [members, purchases, sent, active, cohort] = await Promise.all([
    memberCounts(db, start, end),
    purchaseCounts(db, start, end),
    messageCounts(db, start, end),
    activeCounts(db, day),
    cohortCounts(db, day),
  ]);
  return { ...members, ...purchases, ...sent, activeMembers: active, ...cohort };
}

const revenueKey = (row: Pick<RevenueRow, 'siteId' | 'country' | 'method' | 'currency'>) => `${row.siteId}|${row.country}|${row.method}|${row.currency}`;

/**
 * The day's money per site, payment country, method and currency: payments on the day they were
 * paid, refunds and chargebacks on the day the money went back (payment_reversals).
 */
export async function dayRevenue(db: DbOrTx, day: string): Promise<RevenueRow[]> {
  const { start, end } = dayBounds(day);
  const group = { siteId: orders.siteId, country: orders.country, method: orders.method, currency: orders.currency };
  const [paid, reversed] = await Promise.all([
    db
      .select({ ...group, cents: toInt(sql`sum(${orders.amountCents})`) })
      .from(orders)
      .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, start), lt(orders.paidAt, end)))
      .groupBy(orders.siteId, orders.country, orders.method, orders.currency),
    db
      .select({
        ...group,
        refunded: toInt(sql`coalesce(sum(${paymentReversals.amountCents}) filter (where ${paymentReversals.kind} = 'refund'), 0)`),
        chargedBack: toInt(sql`coalesce(sum(${paymentReversals.amountCents}) filter (where ${paymentReversals.kind} = 'chargeback'), 0)`),
      })
      .from(paymentReversals)
      .innerJoin(orders, eq(orders.id, paymentReversals.orderId))
      .where(and(gte(paymentReversals.createdAt, start), lt(paymentReversals.createdAt, end)))
      .groupBy(orders.siteId, orders.country, orders.method, orders.currency),
  ]);
  const rows = new Map<string, RevenueRow>();
  const rowOf = (g: Omit<RevenueRow, 'grossCents' | 'refundedCents' | 'chargedBackCents'>) => {
    const key = revenueKey(g);
    if (!rows.has(key))
      rows.set(key, { siteId: g.siteId, country: g.country, method: g.method, currency: g.currency, grossCents: 0, refundedCents: 0, chargedBackCents: 0 });
    return rows.get(key)!;
  };
  for (const row of paid) rowOf(row).grossCents += Number(row.cents);
  for (const row of reversed) {
    const target = rowOf(row);
    target.refundedCents += Number(row.refunded);
    target.chargedBackCents += Number(row.chargedBack);
  }
  return [...rows.values()];
}
