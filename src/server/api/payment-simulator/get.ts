// GET /api/payment-simulator.php?id= – the payment simulator's hosted test checkout (HTML)
import 'server-only';
import { factory } from '../factory';
import { parseInput } from '../../validation/parse-input';
import { renderSimulatorCheckout, SIMULATOR_PAGE_CSP } from '../../services/payments/simulator-checkout';
import { simulatorPageSchema } from '@/shared/schemas/payment-simulator';

export const getPaymentSimulator = factory.createHandlers(async (c) => {
  const html = await renderSimulatorCheckout(c.get('svc'), parseInput(simulatorPageSchema, c.req.query()).id);
  c.header('Content-Security-Policy', SIMULATOR_PAGE_CSP);
  return c.html(html);
});
