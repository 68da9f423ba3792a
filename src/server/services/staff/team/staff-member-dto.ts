import 'server-only';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/transaction';
import { sites, type Staff } from '../../../db/schema';
import type { StaffMemberDto, StaffTeamDto } from '@/shared/types/staff';

export type SiteList = StaffTeamDto['sites'];

/** Every site, for naming staff scopes by domain and for the admin's scope picker. */
export async function allSites(db: DbOrTx): Promise<SiteList> {
  return db.select({ id: sites.id, domain: sites.domain, name: sites.name }).from(sites).orderBy(asc(sites.domain));
}

/** A staff member for admins: role, scope by domain, status, never the password hash or the TOTP secret. */
export function toStaffMemberDto(member: Staff, siteList: SiteList): StaffMemberDto {
  return {
    id: member.id,
    email: member.email,
    role: member.role,
    sites: member.siteIds.map((id) => siteList.find((site) => site.id === id)?.domain ?? String(id)),
    languages: member.languages,
    disabled: member.disabledAt !== null,
    last_login_at: member.lastLoginAt?.toISOString() ?? null,
    created_at: member.createdAt.toISOString(),
  };
}
