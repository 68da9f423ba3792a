// POST /api/refund.php – refund one of the member's orders within the site's refund days
import 'server-only';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { refundOrder } from '../../services/payments/refund-order';
import { orderIdSchema } from '@/shared/schemas/payments';

export const postRefund = factory.createHandlers(async (c) => {
  const svc = requireUser(c.get('svc'));
  return c.json(await refundOrder(svc, parseInput(orderIdSchema, await readJson(c.req)).id));
});
