// POST /api/staff/discount-codes.php – a discount code of a site (admins, audited)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { createDiscountCode } from '../../../services/staff/commerce/discount-codes';
import { discountCodeCreateSchema } from '@/shared/schemas/staff-commerce';

export const postDiscountCode = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  return c.json({ code: await createDiscountCode(ctx, parseInput(discountCodeCreateSchema, await readJson(c.req))) }, 201);
});
