import './zod-config';
import { z } from 'zod';
import { idParam } from './fields';

export const photoIdSchema = z.object({ id: idParam });

export const photoUpdateSchema = photoIdSchema.extend({
  main: z.literal(true).optional(),
  is_private: z.boolean().optional(),
});
