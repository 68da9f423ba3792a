// GET /api/staff/profiles.php[?site=ID | ?id=ID] – the sites' own (fictional) profiles with their persona sheets, or one with every field
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { parseInput } from '../../../validation/parse-input';
import { listFictionalProfiles } from '../../../services/staff/profiles/list-fictional-profiles';
import { viewFictionalProfile } from '../../../services/staff/profiles/view-fictional-profile';
import { fictionalProfilesQuerySchema } from '@/shared/schemas/staff';

export const getFictionalProfiles = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const { site, id } = parseInput(fictionalProfilesQuerySchema, c.req.query());
  return c.json(id ? await viewFictionalProfile(ctx, id) : await listFictionalProfiles(ctx, site));
});
