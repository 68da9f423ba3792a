import 'server-only';
import { ApiError, notFound } from '../../errors';
import type { Staff } from '../../db/schema';
import type { StaffRole } from '@/shared/staff/roles';
import type { StaffContext } from './staff-context';

export const staffLoginRequired = () => new ApiError({ code: 'staff_login_required' });
export const staffForbidden = () => new ApiError({ code: 'staff_forbidden' });

/** The sites and languages a staff member works for; null means all of them (an empty list, or admin). */
export type StaffScope = { siteIds: number[] | null; languages: string[] | null };

export function scopeOf(member: Pick<Staff, 'role' | 'siteIds' | 'languages'>): StaffScope {
  if (member.role === 'admin') return { siteIds: null, languages: null };
  return { siteIds: member.siteIds.length ? member.siteIds : null, languages: member.languages.length ? member.languages : null };
}

/** Whether the staff member works for this site (and language, when one is given). */
export function worksOn(member: Pick<Staff, 'role' | 'siteIds' | 'languages'>, siteId: number, language?: string): boolean {
  const scope = scopeOf(member);
  const siteOk = scope.siteIds === null || scope.siteIds.includes(siteId);
  const languageOk = language === undefined || scope.languages === null || scope.languages.includes(language);
  return siteOk && languageOk;
}

/**
 * The one access check every staff service opens with: the role first (admin may do everything),
 * then, where the action is about a site's data, the site and language scope. Out of scope is
 * 404, as a thing the staff member may not see does not exist for them.
 */
export function requireStaff(ctx: StaffContext, roles: readonly StaffRole[], target?: { siteId: number; language?: string }): void {
  if (ctx.staff.role !== 'admin' && !roles.includes(ctx.staff.role)) throw staffForbidden();
  if (target && !worksOn(ctx.staff, target.siteId, target.language)) {
    throw notFound();
  }
}
