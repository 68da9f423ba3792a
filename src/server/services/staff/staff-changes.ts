import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, type Staff } from '../../db/schema';
import { recordAudit } from './audit';
import type { AuditActor } from './staff-accounts';
import { deleteAllStaffSessions } from './staff-sessions';
import type { StaffRole } from '@/shared/staff/roles';

/** What may change about a staff member after creation; absent fields stay as they are. */
export type StaffChanges = { role?: StaffRole; siteIds?: number[]; languages?: string[]; disabled?: boolean };

type Audited = { role: StaffRole; site_ids: number[]; languages: string[]; disabled: boolean };

const audited = (s: Staff): Audited => ({ role: s.role, site_ids: s.siteIds, languages: s.languages, disabled: s.disabledAt !== null });

/** Only the fields that really change, before and after, for the audit row. */
function difference(member: Staff, changes: StaffChanges): { before: Partial<Audited>; after: Partial<Audited> } {
  const was = audited(member);
  const will: Audited = {
    role: changes.role ?? was.role,
    site_ids: changes.siteIds ?? was.site_ids,
    languages: changes.languages ?? was.languages,
    disabled: changes.disabled ?? was.disabled,
  };
  const keys = (Object.keys(was) as Array<keyof Audited>).filter((key) => JSON.stringify(was[key]) !== JSON.stringify(will[key]));
  return { before: Object.fromEntries(keys.map((k) => [k, was[k]])), after: Object.fromEntries(keys.map((k) => [k, will[k]])) };
}

/** A disable or enable alone is named so in the trail; anything else is an update. */
function actionOf(after: Partial<Audited>): string {
  const keys = Object.keys(after);
  if (keys.length === 1 && keys[0] === 'disabled') return after.disabled ? 'staff.disable' : 'staff.enable';
  return 'staff.update';
}

/**
 * Changes role, scope or the disabled flag with one audit row in the same transaction. Disabling
 * also ends every session of theirs in that transaction, so their next request is already refused.
 * Nothing that does not change is written or audited. Returns the staff member as they are now.
 */
export async function changeStaff(db: Db, member: Staff, changes: StaffChanges, now: Date, by: AuditActor): Promise<Staff> {
  const { before, after } = difference(member, changes);
  if (Object.keys(after).length === 0) return member;
  return db.transaction(async (tx) => {
    const disabledAt = after.disabled === undefined ? member.disabledAt : after.disabled ? now : null;
    const [row] = await tx
      .update(staff)
      .set({ role: changes.role ?? member.role, siteIds: changes.siteIds ?? member.siteIds, languages: changes.languages ?? member.languages, disabledAt })
      .where(eq(staff.id, member.id))
      .returning();
    if (after.disabled) await deleteAllStaffSessions(tx, member.id);
    await recordAudit(tx, { staffId: by.staffId, action: actionOf(after), targetType: 'staff', targetId: member.id, before, after, ip: by.ip }, now);
    return row;
  });
}
