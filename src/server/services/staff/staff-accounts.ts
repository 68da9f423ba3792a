import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sites, staff, type Staff } from '../../db/schema';
import { hashPassword } from '../auth/password';
import { recordAudit } from './audit';
import { deleteAllStaffSessions } from './staff-sessions';
import { enrolmentUri, newTotpSecret } from './totp';
import type { StaffRole } from '@/shared/staff/roles';
import type { StaffDto } from '@/shared/types/staff';

export type NewStaff = { email: string; role: StaffRole; password?: string; siteDomains: string[]; languages: string[] };
export type CreatedStaff = { staff: Staff; password: string | null; otpauthUri: string };

/** A staff member's view of themselves and of each other: never the password hash or the TOTP secret. */
export const staffToDto = (s: Staff): StaffDto => ({ id: s.id, email: s.email, role: s.role, site_ids: s.siteIds, languages: s.languages });

/** A password for a staff member who gave none: 20 random characters, shown once. */
const generatedPassword = () => randomBytes(15).toString('base64url');

async function siteIdsFor(db: Db, domains: string[]): Promise<number[]> {
  if (!domains.length) return [];
  const rows = await db.select({ id: sites.id, domain: sites.domain }).from(sites).where(inArray(sites.domain, domains));
  const unknown = domains.filter((d) => !rows.some((r) => r.domain === d));
  if (unknown.length) throw new Error(`unknown site ${unknown.join(', ')}`);
  return rows.map((r) => r.id);
}

export async function findStaffByEmail(db: Db, email: string): Promise<Staff | undefined> {
  return (
    await db
      .select()
      .from(staff)
      .where(sql`lower(${staff.email}) = ${email.toLowerCase()}`)
      .limit(1)
  )[0];
}

/** `npm run staff -- add`: creates a staff member with a fresh TOTP secret; audited as a command-line action. */
export async function createStaff(db: Db, input: NewStaff, now: Date): Promise<CreatedStaff> {
  if (await findStaffByEmail(db, input.email)) throw new Error(`${input.email} is already a staff member`);
  const password = input.password ?? generatedPassword();
  if (password.length < 12) throw new Error('a staff password has at least 12 characters');
  const siteIds = await siteIdsFor(db, input.siteDomains);
  const totpSecret = newTotpSecret();
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({
        email: input.email.toLowerCase(),
        passwordHash: await hashPassword(password),
        role: input.role,
        siteIds,
        languages: input.languages,
        totpSecret,
        createdAt: now,
      })
      .returning();
    await recordAudit(tx, { staffId: null, action: 'staff.create', targetType: 'staff', targetId: row.id, after: { ...staffToDto(row) } }, now);
    return row;
  });
  return { staff: created, password: input.password ? null : password, otpauthUri: enrolmentUri(totpSecret, created.email) };
}

/** `npm run staff -- disable`: no more logins, and every session of theirs ends now. */
export async function disableStaff(db: Db, email: string, now: Date): Promise<Staff> {
  const member = await findStaffByEmail(db, email);
  if (!member) throw new Error(`${email} is not a staff member`);
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ disabledAt: now }).where(eq(staff.id, member.id));
    await recordAudit(
      tx,
      {
        staffId: null,
        action: 'staff.disable',
        targetType: 'staff',
        targetId: member.id,
        before: { disabled: Boolean(member.disabledAt) },
        after: { disabled: true },
      },
      now,
    );
  });
  await deleteAllStaffSessions(db, member.id);
  return member;
}
