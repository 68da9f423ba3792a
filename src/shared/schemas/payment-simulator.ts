import './zod-config';
import { z } from 'zod';

/** GET /api/payment-simulator.php?id=. */
export const simulatorPageSchema = z.object({ id: z.string({ error: 'notFound' }).min(1, { error: 'notFound' }).max(100, { error: 'notFound' }) });

/** POST /api/payment-simulator.php: the payer's choice on the test checkout. */
export const simulatorSettleSchema = simulatorPageSchema.extend({
  status: z.enum(['paid', 'failed', 'canceled', 'expired', 'pending'], { error: 'invalidField' }),
});
