import 'server-only';
import { asc } from 'drizzle-orm';
import { staff } from '../../../db/schema';
import type { StaffContext } from '../staff-context';
import { requireAdminStepUp } from './require-admin-step-up';
import { allSites, toStaffMemberDto } from './staff-member-dto';
import type { StaffTeamDto } from '@/shared/types/staff';

/** GET /api/staff/staff.php (admins, recent code): every staff member, and the sites to scope them to. */
export async function listStaff(ctx: StaffContext): Promise<StaffTeamDto> {
  requireAdminStepUp(ctx);
  const [rows, siteList] = await Promise.all([ctx.db.select().from(staff).orderBy(asc(staff.email)), allSites(ctx.db)]);
  return { staff: rows.map((row) => toStaffMemberDto(row, siteList)), sites: siteList };
}
