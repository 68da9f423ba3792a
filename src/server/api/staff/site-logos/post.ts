// POST /api/staff/site-logos.php – multipart site, photo – a new logo for a site (admins, audited)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { parseInput } from '../../../validation/parse-input';
import { uploadSiteLogo } from '../../../services/staff/sites/upload-site-logo';
import { siteLogoSchema } from '@/shared/schemas/staff-sites';

export const postSiteLogo = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const form = await c.req.formData().catch(() => null);
  const { site } = parseInput(siteLogoSchema, { site: form?.get('site') });
  const photo = form?.get('photo');
  return c.json({ site: await uploadSiteLogo(ctx, site, photo instanceof File ? photo : null) }, 201);
});
