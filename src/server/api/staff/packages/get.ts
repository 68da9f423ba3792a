// GET /api/staff/packages.php?site= – a site's credit packages per country, inactive ones too (admins)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { parseInput } from '../../../validation/parse-input';
import { validationError } from '../../../errors';
import { listPackages } from '../../../services/staff/commerce/packages';
import { commerceQuerySchema } from '@/shared/schemas/staff-commerce';

export const getPackages = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const { site } = parseInput(commerceQuerySchema, c.req.query());
  if (site === undefined) throw validationError({ site: { key: 'chooseSite' } });
  return c.json({ packages: await listPackages(ctx, site) });
});
