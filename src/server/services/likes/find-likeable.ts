import 'server-only';
import type { AuthedContext } from '../context';
import type { DbOrTx } from '../../db/transaction';
import { notFound } from '../../errors';
import { isStoredId } from '../ids';
import { blockBetween } from '../blocks/block-filter';
import { loadSocialProfile } from './social-profiles';
import type { SocialProfileDto } from '@/shared/types/social';

/**
 * The member the actor wants to like, as a card. Oneself, unknown, invisible, disabled and deleted
 * members and a blocked pair (either way, §6) are all 404: the actor may not see them, so a like
 * must not reveal whether they exist.
 */
export async function findLikeable(ctx: AuthedContext, db: DbOrTx, id: number): Promise<SocialProfileDto> {
  if (!isStoredId(id) || id === ctx.actor.id) throw notFound();
  const profile = await loadSocialProfile(ctx, db, id);
  if (!profile || (await blockBetween(db, ctx.actor.id, id))) throw notFound();
  return profile;
}
