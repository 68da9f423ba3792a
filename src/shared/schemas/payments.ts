import './zod-config';
import { z } from 'zod';
import { idParam, storedNumber } from './fields';
import { PAYMENT_METHODS } from '../payments';

/** GET /api/packages.php: the /pricing page may ask for another country's packages. */
export const packagesQuerySchema = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'invalidField' })
    .transform((c) => c.toUpperCase())
    .optional(),
});

/** POST /api/order.php. */
export const createOrderSchema = z.object({
  package: storedNumber('packageUnavailable'),
  paymentmethod: z.enum(PAYMENT_METHODS, { error: 'paymentMethodUnavailable' }),
  discountcode: z
    .string()
    .trim()
    .max(64)
    .optional()
    .nullable()
    .transform((c) => c || null),
  idempotency_key: z
    .string()
    .trim()
    .min(8)
    .max(100)
    .optional()
    .nullable()
    .transform((k) => k || null),
});
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/** GET /api/order.php?id=, POST /api/refund.php. */
export const orderIdSchema = z.object({ id: idParam });

/** GET /api/transactions.php: ledger rows before an id (paging). */
export const transactionsQuerySchema = z.object({ before: storedNumber('invalidField').optional() });

/** POST /api/payment-webhook.php: only the provider's payment id; nothing else is read. */
export const webhookSchema = z.object({ id: z.string().trim().max(100).optional() });
