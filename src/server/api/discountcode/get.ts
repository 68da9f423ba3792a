// GET /api/discountcode.php?code=|welcome=true|timebonus=true – a discount code, the welcome discount or the time bonus
import 'server-only';
import { factory, requireUser } from '../factory';
import { parseInput } from '../../validation/parse-input';
import { discountCodeQuerySchema } from '@/shared/schemas/discount';
import { getDiscountCode } from '../../services/discounts/get-discount-code';

export const getDiscountCodeHandler = factory.createHandlers(async (c) => {
  // Visitors learn that discounts need an account before anything about the query.
  const ctx = requireUser(c.get('svc'));
  return c.json(await getDiscountCode(ctx, parseInput(discountCodeQuerySchema, c.req.query())));
});
