import 'server-only';
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { smsCodes } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { tooManyRequests } from '../../errors';
import type { TooManyRequestsCode } from '@/shared/errors/catalogue';
import { SMS_CODE_PURPOSE } from './sms-codes';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How many codes may be texted, counted in the stored codes. Every SMS costs the site money and
 * lands on someone's phone, so each one who could be flooded has a ceiling: the member (per hour
 * and per day) and the number (per hour, whichever members ask). The visitor's address has its own
 * limit in the rate limiter (policies.ts, smsCodeIp).
 */
export const SMS_CODES_PER_HOUR = 3;
export const SMS_CODES_PER_DAY = 10;
export const SMS_CODES_PER_NUMBER_PER_HOUR = 3;

type CodeLimit = { where: SQL | undefined; windowMs: number; max: number; code: TooManyRequestsCode };

/** 429 with Retry-After until the oldest counted code leaves the window, when the window is full. */
async function assertWithin(db: DbOrTx, limit: CodeLimit, now: Date): Promise<void> {
  const since = new Date(now.getTime() - limit.windowMs);
  const recent = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(limit.where, eq(smsCodes.purpose, SMS_CODE_PURPOSE), gte(smsCodes.createdAt, since)))
    .orderBy(smsCodes.createdAt);
  if (recent.length < limit.max) return;
  const oldest = recent[recent.length - limit.max].createdAt.getTime();
  const retryAfter = Math.max(1, Math.ceil((oldest + limit.windowMs - now.getTime()) / 1000));
  throw tooManyRequests(retryAfter, limit.code);
}

/**
 * Refuses a new code when the member had 3 this hour or 10 today, or the number got 3 this hour.
 * Runs in the transaction that stores the code, after the member's row is locked; the number is
 * locked as well (an advisory lock on it), so members racing for one number cannot pass together.
 */
export async function assertMayGetCode(db: DbOrTx, userId: number, phone: string, now: Date): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-code:${phone}`}))`);
  const member = eq(smsCodes.userId, userId);
  await assertWithin(db, { where: member, windowMs: HOUR_MS, max: SMS_CODES_PER_HOUR, code: 'sms_code_limit' }, now);
  await assertWithin(db, { where: member, windowMs: DAY_MS, max: SMS_CODES_PER_DAY, code: 'sms_code_daily_limit' }, now);
  const number = eq(smsCodes.phone, phone);
  await assertWithin(db, { where: number, windowMs: HOUR_MS, max: SMS_CODES_PER_NUMBER_PER_HOUR, code: 'sms_number_limit' }, now);
}
