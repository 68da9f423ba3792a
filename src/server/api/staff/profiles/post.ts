// POST /api/staff/profiles.php – a new own profile of a site, fictional from creation (admins)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { createFictionalProfile } from '../../../services/staff/profiles/save-fictional-profile';
import { fictionalProfileCreateSchema } from '@/shared/schemas/staff';

export const postFictionalProfile = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const created = await createFictionalProfile(ctx, parseInput(fictionalProfileCreateSchema, await readJson(c.req)));
  return c.json({ profile: created }, 201);
});
