import 'server-only';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import {
  creditLedger,
  directDebitAccounts,
  orders,
  photos,
  profiles,
  pushSubscriptions,
  regions,
  reports,
  sessions,
  sites,
  type User,
} from '../../../db/schema';
import { recordAudit } from '../audit';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import { memberForSupport, SUPPORT_ROLES } from './member-scope';
import { memberHit } from './search-members';
import { ageFrom } from '@/shared/schemas/fields';
import type { MemberDetailDto } from '@/shared/types/staff-members';

const LEDGER_ROWS = 50;
const ORDER_ROWS = 20;

async function profileSummary(ctx: StaffContext, memberId: number): Promise<MemberDetailDto['profile']> {
  const [row] = await ctx.db
    .select({ profile: profiles, region: regions.name })
    .from(profiles)
    .leftJoin(regions, eq(regions.id, profiles.regionId))
    .where(eq(profiles.userId, memberId));
  if (!row) return null;
  const [{ photos: photoCount }] = await ctx.db.select({ photos: count() }).from(photos).where(eq(photos.userId, memberId));
  const { profile } = row;
  return { name: profile.name, age: ageFrom(profile.dateOfBirth, ctx.now), country: profile.country, region: row.region, photos: photoCount };
}

async function ledger(ctx: StaffContext, memberId: number): Promise<MemberDetailDto['credits']['ledger']> {
  const rows = await ctx.db.select().from(creditLedger).where(eq(creditLedger.userId, memberId)).orderBy(desc(creditLedger.id)).limit(LEDGER_ROWS);
  return rows.map((r) => ({ id: r.id, delta: r.delta, balance_after: r.balanceAfter, kind: r.kind, created_at: r.createdAt.toISOString() }));
}

async function recentOrders(ctx: StaffContext, memberId: number): Promise<MemberDetailDto['orders']> {
  const rows = await ctx.db.select().from(orders).where(eq(orders.userId, memberId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(ORDER_ROWS);
  return rows.map((o) => ({
    id: o.id,
    status: o.status,
    amount_cents: o.amountCents,
    currency: o.currency,
    method: o.method,
    created_at: o.createdAt.toISOString(),
  }));
}

async function openSessions(ctx: StaffContext, memberId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, memberId), gt(sessions.expiresAt, ctx.now)));
  return row.n;
}

/** Mail kinds stopped (bounce, complaint, unsubscribe link), the choices on /notifications, and push. */
async function notificationState(ctx: StaffContext, user: User): Promise<MemberDetailDto['notifications']> {
  const [push] = await ctx.db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
  return {
    disabled: user.notificationsDisabled,
    prefs: user.notificationPrefs,
    push_denied_at: user.pushDeniedAt?.toISOString() ?? null,
    push_subscriptions: push.n,
  };
}

/** How often the member was reported (still open, and in all) and reported others; the cases are the moderators'. */
async function reportCounts(ctx: StaffContext, memberId: number): Promise<MemberDetailDto['reports']> {
  const [against] = await ctx.db
    .select({ total: count(), open: sql<number>`count(*) filter (where ${reports.status} = 'open')`.mapWith(Number) })
    .from(reports)
    .where(eq(reports.reportedId, memberId));
  const [made] = await ctx.db.select({ n: count() }).from(reports).where(eq(reports.reporterId, memberId));
  return { against_open: against.open, against_total: against.total, made: made.n };
}

/**
 * GET /api/staff/members.php?id=: one member as the support desk sees them. Reading a member's
 * data is on the record: every lookup writes a `member.view` audit row.
 */
export async function memberDetail(ctx: StaffContext, memberId: number): Promise<MemberDetailDto> {
  requireStaff(ctx, SUPPORT_ROLES);
  const user = await memberForSupport(ctx, ctx.db, memberId);
  const [site] = await ctx.db.select({ id: sites.id, domain: sites.domain }).from(sites).where(eq(sites.id, user.siteId));
  const [debit] = await ctx.db.select({ barred: directDebitAccounts.barred }).from(directDebitAccounts).where(eq(directDebitAccounts.userId, memberId));
  const profile = await profileSummary(ctx, memberId);
  const detail: MemberDetailDto = {
    account: {
      ...memberHit(user, profile?.name ?? null, site),
      language: user.language,
      last_login_at: user.lastLoginAt?.toISOString() ?? null,
      deleted_at: user.deletedAt?.toISOString() ?? null,
      erased_at: user.erasedAt?.toISOString() ?? null,
    },
    profile,
    credits: { balance: user.credits, ledger: await ledger(ctx, memberId) },
    orders: await recentOrders(ctx, memberId),
    open_sessions: await openSessions(ctx, memberId),
    notifications: await notificationState(ctx, user),
    reports: await reportCounts(ctx, memberId),
    direct_debit: debit ?? null,
  };
  await ctx.db.transaction((tx) =>
    recordAudit(tx, { staffId: ctx.staff.id, action: 'member.view', targetType: 'member', targetId: memberId, ip: ctx.ip }, ctx.now),
  );
  return detail;
}
