// GET /api/discountcode.php?code=|welcome=true|timebonus=true – a discount code, the welcome discount or the time bonus
import 'server-only';
import { factory } from '../factory';
import { parseInput } from '../../validation/parse-input';
import { discountCodeQuerySchema } from '@/shared/schemas/discount';
import { getDiscountCode } from '../../services/discounts/get-discount-code';

export const getDiscountCodeHandler = factory.createHandlers(async (c) => {
  const svc = c.get('svc');
  return c.json(await getDiscountCode(svc, parseInput(discountCodeQuerySchema, c.req.query())));
});
