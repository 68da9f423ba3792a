// PUT /api/staff/sites.php – change a site's settings, texts or look; only the fields sent change (admins, audited)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { updateSite } from '../../../services/staff/sites/save-site';
import { siteUpdateSchema } from '@/shared/schemas/staff-sites';

export const putSite = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const site = await updateSite(ctx, parseInput(siteUpdateSchema, await readJson(c.req)));
  return c.json({ site });
});
