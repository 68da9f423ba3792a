import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Container } from '../../container';
import { photos } from '../../db/schema';
import { notFound } from '../../errors';
import { isStoredId } from '../ids';
import { PRIVATE_PHOTO_FILE, photoFileKeys } from './photo-names';
import { servedBySignedLink } from './photo-visibility';
import { openStored, type StoredMedia } from './stored-media';

export type PrivateMediaLink = { photoId: number; file: string; expires: number; signature: string };

/**
 * A private photo file for a signed link (handed out only to the owner and premium members, §6), or
 * one in review (its owner and staff). Besides the signature, the row must still be served this way
 * (private or in review, never rejected) and still name this file: a photo made public
 * or deleted has revoked the link even before it expires. A WebP copy is served on the same terms as
 * the JPEG it copies. Every refusal is a plain 404.
 */
export async function readPrivateMedia(c: Pick<Container, 'db' | 'storage' | 'mediaSigner'>, link: PrivateMediaLink, now: Date): Promise<StoredMedia> {
  if (!isStoredId(link.photoId) || !PRIVATE_PHOTO_FILE.test(link.file) || !c.mediaSigner.verify(link, now)) throw notFound();
  const [row] = await c.db
    .select({ filename: photos.filename, thumbFilename: photos.thumbFilename, webp: photos.webp })
    .from(photos)
    .where(and(eq(photos.id, link.photoId), servedBySignedLink))
    .limit(1);
  const media = row && photoFileKeys(row).includes(link.file) ? await openStored(c.storage, link.file, { now }) : null;
  if (!media) throw notFound();
  return media;
}
