// PUT /api/staff/profiles.php – edit a site's own profile and its persona sheet (admins)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { updateFictionalProfile } from '../../../services/staff/profiles/save-fictional-profile';
import { fictionalProfileUpdateSchema } from '@/shared/schemas/staff';

export const putFictionalProfile = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  await updateFictionalProfile(ctx, parseInput(fictionalProfileUpdateSchema, await readJson(c.req)));
  return c.json({ ok: true });
});
