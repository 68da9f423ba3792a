import './zod-config';
import { z } from 'zod';
import { PAYMENT_METHODS } from '../payments';

/**
 * GET /api/discountcode.php: a typed code (with the package and method it is for, to hear whether
 * and at what price it applies to them), or `welcome=true`, `timebonus=true`, `offer=true`.
 */
export const discountCodeQuerySchema = z
  .object({
    code: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(64, { error: 'discountCodeNotFound' }).optional(),
    package: z.coerce.number({ error: 'packageUnavailable' }).int().positive({ error: 'packageUnavailable' }).optional(),
    paymentmethod: z.enum(PAYMENT_METHODS, { error: 'paymentMethodUnavailable' }).optional(),
    welcome: z.literal('true').optional(),
    timebonus: z.literal('true').optional(),
    offer: z.literal('true').optional(),
  })
  .refine((q) => q.code !== undefined || q.welcome || q.timebonus || q.offer, { error: 'required', path: ['code'] });

export type DiscountCodeQuery = z.infer<typeof discountCodeQuerySchema>;

/** POST /api/discountcode.php: take an offer made to the member (the deletion flow's retention discount). */
export const takeOfferSchema = z.object({ offer: z.literal('retention', { error: 'invalidField' }) });
export type TakeOfferInput = z.infer<typeof takeOfferSchema>;
