import 'server-only';
import type { PhotoStorage, SignedLinkOptions } from '../../adapters/storage/storage';

/** A private file as its route answers it: the bytes (disk), or a short signed link to the store (S3). */
export type StoredMedia = { data: Buffer } | { redirect: string };

/**
 * Opens a private file the caller has already decided the requester may see; null when it is missing.
 * On S3 the bytes never pass through the app: the answer is a presigned GET valid a few minutes.
 */
export async function openStored(storage: PhotoStorage, key: string, options: SignedLinkOptions): Promise<StoredMedia | null> {
  if (storage.links) {
    const url = await storage.links.signedUrl(key, options);
    return url ? { redirect: url } : null;
  }
  const data = await storage.get(key);
  return data ? { data } : null;
}
