import './zod-config';
import { z } from 'zod';

/** GET /api/discountcode.php: a typed code, or `welcome=true`, or `timebonus=true`. */
export const discountCodeQuerySchema = z
  .object({
    code: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(64, { error: 'discountCodeNotFound' }).optional(),
    welcome: z.literal('true').optional(),
    timebonus: z.literal('true').optional(),
  })
  .refine((q) => q.code !== undefined || q.welcome || q.timebonus, { error: 'required', path: ['code'] });

export type DiscountCodeQuery = z.infer<typeof discountCodeQuerySchema>;
