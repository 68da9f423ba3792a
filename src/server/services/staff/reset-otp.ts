import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, staffPasskeys } from '../../db/schema';
import { recordAudit } from './audit';
import { findStaffByEmail } from './staff-accounts';
import { deleteAllStaffSessions } from './staff-sessions';
import { enrolmentUri, newTotpSecret } from './totp';

/**
 * `npm run staff -- reset-otp`: recovery for a lost authenticator. A new secret replaces the old
 * (its codes stop working at once), the passkeys go too (the lost phone or laptop may hold one), every
 * session ends, and the new enrolment URI is returned.
 */
export async function resetStaffOtp(db: Db, email: string, now: Date): Promise<string> {
  const member = await findStaffByEmail(db, email);
  if (!member) throw new Error(`${email} is not a staff member`);
  const secret = newTotpSecret();
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ totpSecret: secret, totpLastStep: null }).where(eq(staff.id, member.id));
    await tx.delete(staffPasskeys).where(eq(staffPasskeys.staffId, member.id));
    await recordAudit(tx, { staffId: null, action: 'staff.reset_otp', targetType: 'staff', targetId: member.id }, now);
  });
  await deleteAllStaffSessions(db, member.id);
  return enrolmentUri(secret, member.email);
}
