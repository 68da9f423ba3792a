import 'server-only';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataExports, messages, photos, sites } from '../../db/schema';
import type { PhotoStorage } from '../../adapters/storage/storage';
import { contentTypeOf } from '../../adapters/storage/content-types';
import { messagePhotoKey } from '../chat/message-photo-names';
import type { PhotoVariants } from './make-variants';
import { mainFileOf, photoFileKeys, webpNamesOf, type PhotoFileNames } from './photo-names';

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

/**
 * A copy of a photo a moderator removed, kept as the decision's evidence (moderation_decisions.evidence):
 * no photo row points to it, so the sweep must leave it alone.
 */
const EVIDENCE_PREFIX = 'evidence-';
export const evidenceKey = (reference: string, key: string) => `${EVIDENCE_PREFIX}${reference.toLowerCase()}-${key}`;
export const isEvidenceKey = (key: string) => key.startsWith(EVIDENCE_PREFIX);

export const stagedKey = (key: string) => `${STAGED_PREFIX}${key}`;
export const isStagedKey = (key: string) => key.startsWith(STAGED_PREFIX);
export const finalKeyOf = (key: string) => (isStagedKey(key) ? key.slice(STAGED_PREFIX.length) : key);

/** A photo's encoded variants under its names: the JPEGs by the row's names, the WebP copies beside them. */
export function variantFiles(names: PhotoFileNames, variants: PhotoVariants): PhotoFile[] {
  const webp = webpNamesOf(names.filename);
  return [
    { key: names.filename, data: variants.main },
    { key: names.thumbFilename, data: variants.thumb },
    { key: webp.main, data: variants.webp.main },
    { key: webp.thumb, data: variants.webp.thumb },
    { key: webp.thumb2x, data: variants.webp.thumb2x },
  ];
}

export async function stageFiles(storage: PhotoStorage, files: PhotoFile[]): Promise<void> {
  await Promise.all(files.map((file) => storage.put(stagedKey(file.key), file.data, contentTypeOf(file.key))));
}

export async function publishFiles(storage: PhotoStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.move(stagedKey(key), key)));
}

/** Drops staged files whose row was never committed. */
export async function discardStaged(storage: PhotoStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.remove(stagedKey(key))));
}

/** The given keys that some photo row points to: its JPEGs by name, its WebP copies through its main file's name. */
async function photoRowKeys(db: Pick<Db, 'select'>, keys: string[]): Promise<string[]> {
  const mainFiles = [...new Set(keys.map(mainFileOf).filter((key) => key !== null))];
  const rows = await db
    .select({ filename: photos.filename, thumbFilename: photos.thumbFilename, webp: photos.webp })
    .from(photos)
    .where(or(inArray(photos.filename, [...keys, ...mainFiles]), inArray(photos.thumbFilename, keys)));
  return rows.flatMap(photoFileKeys);
}

/** The given message photo keys whose message exists, found by its (sender, nonce) index. */
async function messageRowKeys(db: Pick<Db, 'select'>, keys: string[]): Promise<string[]> {
  const owners: SQL[] = [];
  for (const key of keys) {
    const owner = messagePhotoKey(key);
    if (owner) owners.push(and(eq(messages.senderId, owner.senderId), eq(messages.nonce, owner.nonce))!);
  }
  if (owners.length === 0) return [];
  const rows = await db
    .select({ filename: messages.photoFilename, thumbFilename: messages.photoThumbFilename })
    .from(messages)
    .where(or(...owners));
  return rows.flatMap((row) => [row.filename ?? '', row.thumbFilename ?? '']);
}

/** The given keys that a member's data export (its ZIP in the same storage) points to. */
async function exportRowKeys(db: Pick<Db, 'select'>, keys: string[]): Promise<string[]> {
  const rows = await db.select({ file: dataExports.file }).from(dataExports).where(inArray(dataExports.file, keys));
  return rows.map((row) => row.file ?? '');
}

/** The given keys that a site's uploaded logo (sites.logo_url, '/api/media/<key>') points to. */
async function siteLogoKeys(db: Pick<Db, 'select'>, keys: string[]): Promise<string[]> {
  const rows = await db
    .select({ logoUrl: sites.logoUrl })
    .from(sites)
    .where(
      inArray(
        sites.logoUrl,
        keys.map((key) => `/api/media/${key}`),
      ),
    );
  return rows.map((row) => row.logoUrl.slice('/api/media/'.length));
}

/** The given keys that some photo row, message, data export or site logo points to. */
export async function referencedKeys(db: Pick<Db, 'select'>, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const found = await Promise.all([photoRowKeys(db, keys), messageRowKeys(db, keys), exportRowKeys(db, keys), siteLogoKeys(db, keys)]);
  // A row names more files than were asked about (all its copies); only the asked ones matter.
  const asked = new Set(keys);
  return new Set(found.flat().filter((key) => asked.has(key)));
}

/**
 * Removes the files no photo row points to any more. Called after the row's change has committed;
 * demo data shares files between rows, so a file goes only with its last row.
 */
export async function removeUnusedFiles(db: Db, storage: PhotoStorage, keys: string[]): Promise<void> {
  const used = await referencedKeys(db, keys);
  await Promise.all(keys.filter((key) => !used.has(key)).map((key) => storage.remove(key)));
}
