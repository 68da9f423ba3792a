// PUT /api/staff/discount-codes.php – change a discount code's dates, country, minimum, methods, maximum or state (admins, audited)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { updateDiscountCode } from '../../../services/staff/commerce/discount-codes';
import { discountCodeUpdateSchema } from '@/shared/schemas/staff-commerce';

export const putDiscountCode = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  return c.json({ code: await updateDiscountCode(ctx, parseInput(discountCodeUpdateSchema, await readJson(c.req))) });
});
