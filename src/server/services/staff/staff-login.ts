import 'server-only';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { staff, type Staff } from '../../db/schema';
import { ApiError } from '../../errors';
import { DUMMY_HASH, verifyPassword } from '../auth/password';
import { forgetAttempts, lockNow, spendAttempt } from '../auth/login-attempts';
import { recordAudit } from './audit';
import { findStaffByEmail } from './staff-accounts';
import { createStaffSession } from './staff-sessions';
import { acceptedStep } from './totp';

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
  const attemptsLeft = await spendAttempt(ctx, key);
  const member = await findStaffByEmail(ctx.db, credentials.email);
  const passwordOk = await verifyPassword(member?.passwordHash ?? DUMMY_HASH, credentials.password);
  const step = member && passwordOk && !member.disabledAt ? acceptedStep(member.totpSecret, member.email, credentials.otp, ctx.now, member.totpLastStep) : null;
  if (!member || step === null) {
    if (attemptsLeft === 0) throw await lockNow(ctx, key);
    throw new ApiError({ code: 'login_failed', messageKey: 'staffLoginFailed' });
  }
  await forgetAttempts(ctx, key);
  await ctx.db.transaction(async (tx) => {
    await tx.update(staff).set({ totpLastStep: step, lastLoginAt: ctx.now }).where(eq(staff.id, member.id));
    await recordAudit(tx, { staffId: member.id, action: 'staff.login', targetType: 'staff', targetId: member.id, ip: ctx.ip }, ctx.now);
  });
  return { staff: member, token: await createStaffSession(ctx.db, member.id, userAgent, ctx.now) };
}
