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
import { verifyPasskey } from './passkeys/verify-passkey';
import type { PasskeyAnswer } from './passkeys/passkey-answer';

/** The password and one second factor: a one-time code or a passkey's answer. */
export type StaffCredentials = { email: string; password: string; otp?: string; passkey?: PasskeyAnswer };

/** Which second factor proved the login: the code's time step (to refuse its replay), or a passkey. */
type SecondFactor = { step: number | null } | null;

async function checkSecondFactor(ctx: ServiceContext, member: Staff, credentials: StaffCredentials): Promise<SecondFactor> {
  if (credentials.passkey) return (await verifyPasskey(ctx, member, credentials.passkey, 'login')) ? { step: null } : null;
  const step = acceptedStep(member.totpSecret, member.email, credentials.otp ?? '', ctx.now, member.totpLastStep);
  return step === null ? null : { step };
}

// Staff keys live apart from members' (an address may be both), under the same limits and lock.
const staffKey = (email: string) => `staff:${email.toLowerCase()}`;

/**
 * POST /api/staff/session.php: password and second factor together, under the members' limits and
 * lock (per account and address). One answer for every failure, so it tells nothing about which
 * part was wrong or whether the address is staff.
 */
export async function staffLogin(ctx: ServiceContext, credentials: StaffCredentials, userAgent: string | null): Promise<{ staff: Staff; token: string }> {
  const key = staffKey(credentials.email);
  const attemptsLeft = await spendAttempt(ctx, key);
  const member = await findStaffByEmail(ctx.db, credentials.email);
  const passwordOk = await verifyPassword(member?.passwordHash ?? DUMMY_HASH, credentials.password);
  const factor = member && passwordOk && !member.disabledAt ? await checkSecondFactor(ctx, member, credentials) : null;
  if (!member || factor === null) {
    if (attemptsLeft === 0) throw await lockNow(ctx, key);
    throw new ApiError({ code: 'login_failed', messageKey: 'staffLoginFailed' });
  }
  await forgetAttempts(ctx, key);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(staff)
      .set({ totpLastStep: factor.step ?? member.totpLastStep, lastLoginAt: ctx.now })
      .where(eq(staff.id, member.id));
    const method = factor.step === null ? 'passkey' : 'otp';
    await recordAudit(tx, { staffId: member.id, action: 'staff.login', targetType: 'staff', targetId: member.id, after: { method }, ip: ctx.ip }, ctx.now);
  });
  return { staff: member, token: await createStaffSession(ctx.db, member.id, userAgent, ctx.now) };
}
