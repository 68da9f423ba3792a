// GET /api/order.php?id= – one of the member's orders (the pending page polls its status)
import 'server-only';
import { factory, requireUser } from '../factory';
import { parseInput } from '../../validation/parse-input';
import { viewOrder } from '../../services/payments/view-order';
import { orderIdSchema } from '@/shared/schemas/payments';

export const getOrder = factory.createHandlers(async (c) => {
  const svc = requireUser(c.get('svc'));
  return c.json(await viewOrder(svc, parseInput(orderIdSchema, c.req.query()).id));
});
