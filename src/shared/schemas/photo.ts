import './zod-config';
import { z } from 'zod';

export const photoIdSchema = z.object({ id: z.coerce.number({ error: 'notFound' }).int().positive({ error: 'notFound' }) });

export const photoUpdateSchema = photoIdSchema.extend({
  main: z.literal(true).optional(),
  is_private: z.boolean().optional(),
});
