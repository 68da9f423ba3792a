import 'server-only';
import type { PhotoStorage } from '../../adapters/storage/storage';
import { makePhotoVariants } from '../../services/photos/make-variants';
import { newPhotoNames } from '../../services/photos/photo-names';
import { renderDemoAvatar } from './demo-photo';
import type { Gender } from './member-factory';
import type { Rng } from './prng';

type FileNames = { filename: string; thumbFilename: string };
/** One avatar, stored twice: under public names and under private ones for demo private photos. */
export type PoolPhoto = FileNames & { width: number; height: number; private: FileNames };
export type PhotoPool = Record<Gender, PoolPhoto[]>;

const POOL_SIZE_PER_GENDER = 60;
// sharp works on its own thread pool; a few renders in flight keep both cores busy.
const CONCURRENCY = 4;

async function renderOne(storage: PhotoStorage, seed: string, gender: Gender): Promise<PoolPhoto> {
  const variants = await makePhotoVariants(await renderDemoAvatar(seed, gender));
  const [open, hidden] = [newPhotoNames(false), newPhotoNames(true)];
  for (const names of [open, hidden]) {
    await storage.put(names.filename, variants.main, 'image/jpeg');
    await storage.put(names.thumbFilename, variants.thumb, 'image/jpeg');
  }
  return { ...open, width: variants.width, height: variants.height, private: hidden };
}

/**
 * Rendering 1,200+ avatars would take minutes, so a small pool is drawn once and demo members share its
 * files; several photo rows pointing at one file is harmless for demo data.
 */
export async function renderPhotoPool(storage: PhotoStorage, size = POOL_SIZE_PER_GENDER): Promise<PhotoPool> {
  const pool: PhotoPool = { male: [], female: [] };
  const jobs = (['male', 'female'] as const).flatMap((gender) => Array.from({ length: size }, (_, i) => ({ gender, seed: `pool-${gender}-${i}` })));
  for (let start = 0; start < jobs.length; start += CONCURRENCY) {
    const batch = jobs.slice(start, start + CONCURRENCY);
    const photos = await Promise.all(batch.map((job) => renderOne(storage, job.seed, job.gender)));
    batch.forEach((job, i) => pool[job.gender].push(photos[i]));
  }
  return pool;
}

/** `count` different pool photos for one member. */
export function pickPoolPhotos(pool: PhotoPool, gender: Gender, count: number, rng: Rng): PoolPhoto[] {
  return rng.sample(pool[gender], count);
}
