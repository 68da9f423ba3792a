import 'server-only';
import { eq } from 'drizzle-orm';
import { sites } from '../../../db/schema';
import { validationError } from '../../../errors';
import { readChecked } from '../../photos/upload-photo';
import { removeUnusedFiles } from '../../photos/photo-files';
import { recordAudit } from '../audit';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import { findSite } from './list-sites';
import { toStaffSiteDto } from './site-dto';
import { logoKeyOf, logoUrlOf, makeLogo, newLogoKey } from './site-logo-files';
import type { StaffSiteDto } from '@/shared/types/staff-sites';

/**
 * POST /api/staff/site-logos.php (admins): a new logo for a site, checked like a photo (size, type
 * by content, pixels), stored as PNG and set on the site in one audited change. The file is written
 * first; a crash before the row points to it leaves a file the photo sweep removes. The old uploaded
 * logo goes once nothing points to it.
 */
export async function uploadSiteLogo(ctx: StaffContext, siteId: number, file: File | null): Promise<StaffSiteDto> {
  requireStaff(ctx, ['admin']);
  const site = await findSite(ctx.db, siteId);
  const data = await readChecked(file);
  const logo = await ctx.images.run(() => makeLogo(data).catch(() => Promise.reject(validationError({ photo: { key: 'photoType' } }))));
  const key = newLogoKey();
  await ctx.storage.put(key, logo, 'image/png');
  const saved = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(sites)
      .set({ logoUrl: logoUrlOf(key) })
      .where(eq(sites.id, site.id))
      .returning();
    const audit = { staffId: ctx.staff.id, action: 'site.logo', targetType: 'site', targetId: site.id, ip: ctx.ip };
    await recordAudit(tx, { ...audit, before: { logo_url: site.logoUrl }, after: { logo_url: row.logoUrl } }, ctx.now);
    return row;
  });
  await ctx.invalidateCaches('sites', 'settings', 'responses');
  const oldKey = logoKeyOf(site.logoUrl);
  if (oldKey) await removeUnusedFiles(ctx.db, ctx.storage, [oldKey]);
  return toStaffSiteDto(saved);
}
