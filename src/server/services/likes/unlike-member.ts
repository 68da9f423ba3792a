import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { likes } from '../../db/schema';
import { isStoredId } from '../ids';
import { requireLiker } from './require-liker';
import type { LikeProfileInput } from '@/shared/schemas/like';

/**
 * DELETE /api/like.php: takes the actor's like back (a match ends with it). Only the actor's own
 * row is touched, so the answer is the same whether or not there was a like, and reveals nothing.
 */
export async function unlikeMember(context: ServiceContext, { profile }: LikeProfileInput): Promise<void> {
  const ctx = requireLiker(context);
  if (!isStoredId(profile)) return;
  await ctx.db.delete(likes).where(and(eq(likes.likerId, ctx.actor.id), eq(likes.likedId, profile)));
}
