// POST /api/payment-simulator.php – the payer's choice on the test checkout; back to the order page
import 'server-only';
import { factory } from '../factory';
import { parseInput } from '../../validation/parse-input';
import { settleSimulatorPayment } from '../../services/payments/simulator-checkout';
import { simulatorSettleSchema } from '@/shared/schemas/payment-simulator';

export const postPaymentSimulator = factory.createHandlers(async (c) => {
  const body = await c.req.parseBody().catch(() => ({}));
  const { id, status } = parseInput(simulatorSettleSchema, body);
  return c.redirect(await settleSimulatorPayment(c.get('svc'), id, status), 303);
});
