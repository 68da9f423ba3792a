import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { photos, profiles, users, type Photo } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { notRejected } from './photo-visibility';

type NewPhoto = typeof photos.$inferInsert;

/**
 * Stores the photo row within the member's limit, or returns null when the limit is reached.
 * The first public photo becomes the main one; a private photo is never shown as main (§6). A first
 * photo in review becomes main too: its owner sees it, others see the placeholder until it is approved.
 * `alsoInTransaction` commits with the row or not at all (a staff upload's audit row).
 */
export async function insertPhotoRow(
  ctx: AuthedContext,
  limit: number,
  values: Omit<NewPhoto, 'userId'>,
  alsoInTransaction?: (tx: Tx, photo: Photo) => Promise<void>,
): Promise<Photo | null> {
  return ctx.db.transaction(async (tx) => {
    // Lock the member's row so two parallel uploads cannot both pass the limit.
    await tx.execute(sql`select id from ${users} where ${users.id} = ${ctx.actor.id} for update`);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(photos)
      .where(and(eq(photos.userId, ctx.actor.id), notRejected));
    if (n >= limit) return null;
    const [row] = await tx
      .insert(photos)
      .values({ ...values, userId: ctx.actor.id })
      .returning();
    if (!row.isPrivate) {
      await tx
        .update(profiles)
        .set({ mainPhotoId: row.id })
        .where(sql`${profiles.userId} = ${ctx.actor.id} and ${profiles.mainPhotoId} is null`);
    }
    await alsoInTransaction?.(tx, row);
    return row;
  });
}
