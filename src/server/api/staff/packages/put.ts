// PUT /api/staff/packages.php – change or deactivate a credit package (admins, audited)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { updatePackage } from '../../../services/staff/commerce/packages';
import { packageUpdateSchema } from '@/shared/schemas/staff-commerce';

export const putPackage = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  return c.json({ package: await updatePackage(ctx, parseInput(packageUpdateSchema, await readJson(c.req))) });
});
