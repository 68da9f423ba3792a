import 'server-only';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { staff, type Staff } from '../../db/schema';
import { ApiError } from '../../errors';
import { verifyPassword } from '../auth/password';
import { enforceLimit, ipKey } from '../limits/enforce-limit';
import { LIMIT_POLICIES } from '../../adapters/ratelimit/policies';
import { lockedError } from '../auth/login';
import { recordAudit } from './audit';
import { findStaffByEmail } from './staff-accounts';
import { createStaffSession } from './staff-sessions';
import { acceptedStep } from './totp';

// An argon2id hash of a secret nobody knows: an unknown address costs the same verification.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$OiLGurvP7V1H2qQGU6s/iA$DT27le+1TC933U34DjvL0pAFAyNASM0PSPhZlyn0re8';
const LOCK_SECONDS = LIMIT_POLICIES.loginAccountIp.blockSeconds;

export type StaffCredentials = { email: string; password: string; otp: string };

// Staff keys live apart from members' (an address may be both), under the same limits and lock.
const staffKey = (email: string) => `staff:${email.toLowerCase()}`;

/**
 * POST /api/staff/session.php: password and one-time code together, under the members' limits and
 * lock (per account and address). One answer for every failure, so it tells nothing about which
 * part was wrong or whether the address is staff.
 */
export async function staffLogin(ctx: ServiceContext, credentials: StaffCredentials, userAgent: string | null): Promise<{ staff: Staff; token: string }> {
  const key = staffKey(credentials.email);
  await enforceLimit(ctx, 'loginIp', ipKey(ctx));
  const attemptsLeft = await enforceLimit(ctx, 'loginAccountIp', `${key}|${ipKey(ctx)}`, lockedError);
  await enforceLimit(ctx, 'loginAccount', key, lockedError);
  const member = await findStaffByEmail(ctx.db, credentials.email);
  const passwordOk = await verifyPassword(member?.passwordHash ?? DUMMY_HASH, credentials.password);
  const step = member && passwordOk && !member.disabledAt ? acceptedStep(member.totpSecret, member.email, credentials.otp, ctx.now, member.totpLastStep) : null;
  if (!member || step === null) {
    if (attemptsLeft === 0) {
      await ctx.rateLimits.loginAccountIp.block(`${key}|${ipKey(ctx)}`, LOCK_SECONDS);
      throw lockedError(LOCK_SECONDS);
    }
    throw new ApiError({ code: 'login_failed', messageKey: 'staffLoginFailed' });
  }
  await ctx.rateLimits.loginAccountIp.reset(`${key}|${ipKey(ctx)}`);
  await ctx.db.transaction(async (tx) => {
    await tx.update(staff).set({ totpLastStep: step, lastLoginAt: ctx.now }).where(eq(staff.id, member.id));
    await recordAudit(tx, { staffId: member.id, action: 'staff.login', targetType: 'staff', targetId: member.id, ip: ctx.ip }, ctx.now);
  });
  return { staff: member, token: await createStaffSession(ctx.db, member.id, userAgent, ctx.now) };
}
