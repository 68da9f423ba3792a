import 'server-only';
import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sites, staff, type Staff } from '../../db/schema';
import { validationError } from '../../errors';
import { hashPassword } from '../auth/password';
import { isUniqueViolation } from '../unique-violation';
import { recordAudit } from './audit';
import { changeStaff } from './staff-changes';
import { enrolmentUri, newTotpSecret } from './totp';
import type { StaffRole } from '@/shared/staff/roles';
import type { StaffDto } from '@/shared/types/staff';

export type NewStaff = { email: string; role: StaffRole; password?: string; siteDomains: string[]; languages: string[] };
export type CreatedStaff = { staff: Staff; password: string | null; otpauthUri: string };
/** Who made a change, for the audit row: a staff member in the browser, or the command line (null). */
export type AuditActor = { staffId: number | null; ip: string | null };
export const COMMAND_LINE: AuditActor = { staffId: null, ip: null };

/** A staff member's view of themselves and of each other: never the password hash or the TOTP secret. */
export const staffToDto = (s: Staff): StaffDto => ({ id: s.id, email: s.email, role: s.role, site_ids: s.siteIds, languages: s.languages });

/** A password for a staff member who gave none: 20 random characters, shown once. */
const generatedPassword = () => randomBytes(15).toString('base64url');

const emailTaken = () => validationError({ email: { key: 'staffEmailTaken' } });

/** The ids of sites named by domain; an unknown domain is 422 on `sites`, naming it. */
export async function siteIdsFor(db: Db, domains: string[]): Promise<number[]> {
  if (!domains.length) return [];
  const rows = await db.select({ id: sites.id, domain: sites.domain }).from(sites).where(inArray(sites.domain, domains));
  const unknown = domains.filter((d) => !rows.some((r) => r.domain === d));
  if (unknown.length) throw validationError({ sites: { key: 'staffUnknownSite', values: { site: unknown.join(', ') } } });
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

/**
 * `npm run staff -- add` and POST /api/staff/staff.php: a staff member with a fresh TOTP secret and,
 * unless one is given (command line only), a generated password. A taken address is 422 on `email`,
 * also when two requests race past the first check (the unique index decides).
 */
export async function createStaff(db: Db, input: NewStaff, now: Date, by: AuditActor = COMMAND_LINE): Promise<CreatedStaff> {
  if (await findStaffByEmail(db, input.email)) throw emailTaken();
  const password = input.password ?? generatedPassword();
  if (password.length < 12) throw new Error('a staff password has at least 12 characters');
  const siteIds = await siteIdsFor(db, input.siteDomains);
  const totpSecret = newTotpSecret();
  const created = await db
    .transaction(async (tx) => {
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
      await recordAudit(
        tx,
        { staffId: by.staffId, action: 'staff.create', targetType: 'staff', targetId: row.id, after: { ...staffToDto(row) }, ip: by.ip },
        now,
      );
      return row;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
  return { staff: created, password: input.password ? null : password, otpauthUri: enrolmentUri(totpSecret, created.email) };
}

/** `npm run staff -- disable`: no more logins, and every session of theirs ends now. */
export async function disableStaff(db: Db, email: string, now: Date): Promise<Staff> {
  const member = await findStaffByEmail(db, email);
  if (!member) throw new Error(`${email} is not a staff member`);
  await changeStaff(db, member, { disabled: true }, now, COMMAND_LINE);
  return member;
}
