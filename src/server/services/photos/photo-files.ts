import 'server-only';
import { inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photos } from '../../db/schema';
import type { PhotoStorage } from '../../adapters/storage/storage';

/**
 * A photo's files go through three steps, so a crash at any moment leaves neither a file nobody
 * points to for long nor a row pointing to a missing file:
 * 1. stage: written under `.tmp-<final name>` and flushed to disk;
 * 2. the photo row is committed with the final names;
 * 3. publish: renamed to the final names.
 * A crash before 2 leaves only staged files, which the sweep removes; a crash between 2 and 3 leaves
 * staged files whose row exists, which the sweep publishes (see sweep-orphan-photos.ts).
 */
const STAGED_PREFIX = '.tmp-';

export type PhotoFile = { key: string; data: Buffer };

export const stagedKey = (key: string) => `${STAGED_PREFIX}${key}`;
export const isStagedKey = (key: string) => key.startsWith(STAGED_PREFIX);
export const finalKeyOf = (key: string) => (isStagedKey(key) ? key.slice(STAGED_PREFIX.length) : key);

export async function stageFiles(storage: PhotoStorage, files: PhotoFile[]): Promise<void> {
  await Promise.all(files.map((file) => storage.put(stagedKey(file.key), file.data, 'image/jpeg')));
}

export async function publishFiles(storage: PhotoStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.move(stagedKey(key), key)));
}

/** Drops staged files whose row was never committed. */
export async function discardStaged(storage: PhotoStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.remove(stagedKey(key))));
}

/** The given keys that some photo row points to. */
export async function referencedKeys(db: Pick<Db, 'select'>, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ filename: photos.filename, thumbFilename: photos.thumbFilename })
    .from(photos)
    .where(or(inArray(photos.filename, keys), inArray(photos.thumbFilename, keys)));
  return new Set(rows.flatMap((row) => [row.filename, row.thumbFilename]));
}

/**
 * Removes the files no photo row points to any more. Called after the row's change has committed;
 * demo data shares files between rows, so a file goes only with its last row.
 */
export async function removeUnusedFiles(db: Db, storage: PhotoStorage, keys: string[]): Promise<void> {
  const used = await referencedKeys(db, keys);
  await Promise.all(keys.filter((key) => !used.has(key)).map((key) => storage.remove(key)));
}
