// POST /api/order.php – order a credit package: the order and the provider's checkout link
import 'server-only';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { createOrder } from '../../services/payments/create-order';
import { createOrderSchema } from '@/shared/schemas/payments';

export const postOrder = factory.createHandlers(async (c) => {
  const svc = requireUser(c.get('svc'));
  return c.json(await createOrder(svc, parseInput(createOrderSchema, await readJson(c.req))), 201);
});
