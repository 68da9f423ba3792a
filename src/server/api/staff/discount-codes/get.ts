// GET /api/staff/discount-codes.php?site= | ?id= – a site's discount codes, or one code and who used it (admins)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { parseInput } from '../../../validation/parse-input';
import { validationError } from '../../../errors';
import { listDiscountCodes, viewDiscountCode } from '../../../services/staff/commerce/discount-codes';
import { commerceQuerySchema } from '@/shared/schemas/staff-commerce';

export const getDiscountCodes = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const { site, id } = parseInput(commerceQuerySchema, c.req.query());
  if (id !== undefined) {
    const { code, uses } = await viewDiscountCode(ctx, id);
    return c.json({ code, 'discount-code-uses': uses });
  }
  if (site === undefined) throw validationError({ site: { key: 'chooseSite' } });
  return c.json({ codes: await listDiscountCodes(ctx, site) });
});
