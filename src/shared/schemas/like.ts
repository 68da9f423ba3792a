import './zod-config';
import { z } from 'zod';
import { idParam } from './fields';

/** POST, DELETE /api/like.php and PUT /api/likes.php: the member the like is about. */
export const likeProfileSchema = z.object({ profile: idParam });
export type LikeProfileInput = z.infer<typeof likeProfileSchema>;
