// POST /api/staff/packages.php – a credit package of a site for one payment country (admins, audited)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { createPackage } from '../../../services/staff/commerce/packages';
import { packageCreateSchema } from '@/shared/schemas/staff-commerce';

export const postPackage = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  return c.json({ package: await createPackage(ctx, parseInput(packageCreateSchema, await readJson(c.req))) }, 201);
});
