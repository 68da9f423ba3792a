import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { photos, type Photo } from '../../db/schema';
import { notFound } from '../../errors';
import { isStoredId } from '../ids';
import { notRejected } from './photo-visibility';

/** A photo of the actor's own; somebody else's photo, and a rejected one, are reported as not found. */
export async function findOwnPhoto(ctx: AuthedContext, id: number): Promise<Photo> {
  if (!isStoredId(id)) throw notFound();
  const [photo] = await ctx.db
    .select()
    .from(photos)
    .where(and(eq(photos.id, id), eq(photos.userId, ctx.actor.id), notRejected))
    .limit(1);
  if (!photo) throw notFound();
  return photo;
}
