// GET /api/staff/sites.php | ?id= – the brand console's site list, or one site with all its settings (admins)
import 'server-only';
import { z } from 'zod';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { parseInput } from '../../../validation/parse-input';
import { listSites, viewSite } from '../../../services/staff/sites/list-sites';
import { idParam } from '@/shared/schemas/fields';

const querySchema = z.object({ id: idParam.optional() });

export const getSites = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const { id } = parseInput(querySchema, c.req.query());
  if (id !== undefined) return c.json({ site: await viewSite(ctx, id) });
  return c.json({ sites: await listSites(ctx) });
});
