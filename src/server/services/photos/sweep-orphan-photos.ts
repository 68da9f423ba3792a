import 'server-only';
import type { Db } from '../../db/client';
import type { PhotoStorage, StoredFile } from '../../adapters/storage/storage';
import { finalKeyOf, isEvidenceKey, isStagedKey, referencedKeys } from './photo-files';

export type SweepOptions = {
  now?: Date;
  /**
   * Files younger than this may belong to an upload still in progress (in this or another process),
   * so they are left alone until a later sweep.
   */
  minAgeMs?: number;
};

export type SweepResult = { removed: number; published: number };

const DEFAULT_MIN_AGE_MS = 10 * 60_000;
const BATCH = 500;

/**
 * Tidies the photo folder after a crash (see photo-files.ts): publishes staged files whose row was
 * committed, and removes staged files and stored files that no photo row points to. Run at start and
 * periodically by the job runner.
 */
export async function sweepOrphanPhotos(db: Db, storage: PhotoStorage, options: SweepOptions = {}): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const minAgeMs = options.minAgeMs ?? DEFAULT_MIN_AGE_MS;
  const files = await storage.list();
  const result: SweepResult = { removed: 0, published: 0 };
  for (let start = 0; start < files.length; start += BATCH) {
    const batch = files.slice(start, start + BATCH);
    const used = await referencedKeys(db, [...new Set(batch.map((file) => finalKeyOf(file.key)))]);
    for (const file of batch) await sweepOne(storage, file, used, now.getTime() - minAgeMs, result);
  }
  return result;
}

async function sweepOne(storage: PhotoStorage, file: StoredFile, used: Set<string>, cutoff: number, result: SweepResult): Promise<void> {
  const finalKey = finalKeyOf(file.key);
  if (isEvidenceKey(file.key)) return;
  if (used.has(finalKey)) {
    // A committed row whose rename never happened: finish it (safe at any age, the rename is atomic).
    if (isStagedKey(file.key)) {
      await storage.move(file.key, finalKey);
      result.published++;
    }
    return;
  }
  if (file.modifiedAt.getTime() > cutoff) return;
  await storage.remove(file.key);
  result.removed++;
}
