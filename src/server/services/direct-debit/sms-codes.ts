import 'server-only';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { smsCodes } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { ApiError } from '../../errors';

export const SMS_CODE_PURPOSE = 'sdd';
/** A code lives 10 minutes and takes 5 tries; how many are sent is limited in sms-code-limits.ts. */
export const SMS_CODE_TTL_MS = 10 * 60_000;
export const SMS_CODE_ATTEMPTS = 5;

// The hash binds the code to the member and the number it was sent to.
const hashCode = (userId: number, phone: string, code: string) => createHash('sha256').update(`${userId}:${phone}:${code}`).digest('hex');

/** Stores a new 6-digit code (as a hash) and returns it for the SMS. */
export async function issueCode(db: DbOrTx, userId: number, phone: string, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(smsCodes).values({
    userId,
    purpose: SMS_CODE_PURPOSE,
    phone,
    codeHash: hashCode(userId, phone, code),
    expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
    createdAt: now,
  });
  return code;
}

const otpInvalid = () => new ApiError({ code: 'validation_failed', fields: { otp: { key: 'otpInvalid' } } });

/**
 * §5 'Code ongeldig' unless `code` is the member's newest code, sent to `phone`, unexpired, unused and
 * with tries left. Every wrong try counts; the right one uses the code up (a guarded UPDATE, so two
 * requests with one code cannot both pass).
 */
export async function consumeCode(db: DbOrTx, userId: number, phone: string, code: string, now: Date): Promise<void> {
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.userId, userId), eq(smsCodes.purpose, SMS_CODE_PURPOSE)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!latest || latest.usedAt || latest.expiresAt <= now || latest.attempts >= SMS_CODE_ATTEMPTS) throw otpInvalid();
  const expected = Buffer.from(latest.codeHash, 'hex');
  const given = Buffer.from(hashCode(userId, phone, code), 'hex');
  const matches = latest.phone === phone && timingSafeEqual(expected, given);
  const used = await db
    .update(smsCodes)
    .set(matches ? { usedAt: now, attempts: sql`${smsCodes.attempts} + 1` } : { attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt), sql`${smsCodes.attempts} < ${SMS_CODE_ATTEMPTS}`))
    .returning({ id: smsCodes.id });
  if (!matches || used.length === 0) throw otpInvalid();
}
