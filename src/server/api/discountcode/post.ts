// POST /api/discountcode.php – take an offer made to the member (the deletion flow's retention discount)
import 'server-only';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { takeOfferSchema } from '@/shared/schemas/discount';
import { takeRetentionOffer } from '../../services/discounts/take-retention-offer';

export const postDiscountCodeHandler = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  parseInput(takeOfferSchema, await readJson(c.req));
  return c.json(await takeRetentionOffer(ctx), 201);
});
