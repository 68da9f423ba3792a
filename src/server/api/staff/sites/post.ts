// POST /api/staff/sites.php – a new site, answering on its domain at once (admins, audited)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { createSite } from '../../../services/staff/sites/save-site';
import { siteCreateSchema } from '@/shared/schemas/staff-sites';

export const postSite = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const site = await createSite(ctx, parseInput(siteCreateSchema, await readJson(c.req)));
  return c.json({ site }, 201);
});
