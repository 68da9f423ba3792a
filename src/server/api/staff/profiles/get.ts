// GET /api/staff/profiles.php[?site=ID] – the sites' own (fictional) profiles with their persona sheets
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { parseInput } from '../../../validation/parse-input';
import { listFictionalProfiles } from '../../../services/staff/profiles/list-fictional-profiles';
import { fictionalProfilesQuerySchema } from '@/shared/schemas/staff';

export const getFictionalProfiles = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const { site } = parseInput(fictionalProfilesQuerySchema, c.req.query());
  return c.json(await listFictionalProfiles(ctx, site));
});
