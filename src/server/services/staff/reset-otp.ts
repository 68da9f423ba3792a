import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, staffPasskeys, type Staff } from '../../db/schema';
import { recordAudit } from './audit';
import { COMMAND_LINE, findStaffByEmail, type AuditActor } from './staff-accounts';
import { deleteAllStaffSessions } from './staff-sessions';
import { enrolmentUri, newTotpSecret } from './totp';

/**
 * Recovery for a lost authenticator: a new secret replaces the old (its codes stop working at once),
 * the passkeys go too (the lost phone or laptop may hold one), every session ends in the same
 * transaction, and the new enrolment URI is returned, shown once.
 */
export async function replaceOtpSecret(db: Db, member: Staff, now: Date, by: AuditActor): Promise<string> {
  const secret = newTotpSecret();
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ totpSecret: secret, totpLastStep: null }).where(eq(staff.id, member.id));
    await tx.delete(staffPasskeys).where(eq(staffPasskeys.staffId, member.id));
    await deleteAllStaffSessions(tx, member.id);
    await recordAudit(tx, { staffId: by.staffId, action: 'staff.reset_otp', targetType: 'staff', targetId: member.id, ip: by.ip }, now);
  });
  return enrolmentUri(secret, member.email);
}

/** `npm run staff -- reset-otp`. */
export async function resetStaffOtp(db: Db, email: string, now: Date): Promise<string> {
  const member = await findStaffByEmail(db, email);
  if (!member) throw new Error(`${email} is not a staff member`);
  return replaceOtpSecret(db, member, now, COMMAND_LINE);
}
