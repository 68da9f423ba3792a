import 'server-only';
import type { PhotoStorage } from '../../adapters/storage/storage';
import { makePhotoVariants } from '../../services/photos/make-variants';
import { newPhotoNames } from '../../services/photos/photo-names';
import { variantFiles } from '../../services/photos/photo-files';
import { contentTypeOf } from '../../adapters/storage/content-types';
import type { Face } from './demo-face';
import { PHOTOS_PER_FACE, renderDemoPhoto } from './demo-photo';
import type { Rng } from './prng';

type FileNames = { filename: string; thumbFilename: string };
/**
 * One photo of a face (JPEGs and WebP copies), stored twice: under public names and under private
 * ones for demo private photos.
 */
export type PoolPhoto = FileNames & { width: number; height: number; private: FileNames; faceSeed: string };
/** The photos of each face, by the face's seed. */
export type PhotoPool = Map<string, PoolPhoto[]>;

// sharp works on its own thread pool; a few renders in flight keep both cores busy.
const CONCURRENCY = 4;

async function renderOne(storage: PhotoStorage, face: Face, photo: number): Promise<PoolPhoto> {
  const variants = await makePhotoVariants(renderDemoPhoto(face, photo));
  const [open, hidden] = [newPhotoNames(false), newPhotoNames(true)];
  // Each write waits for its flush to disk; side by side, the waits overlap.
  const files = [open, hidden].flatMap((names) => variantFiles(names, variants));
  await Promise.all(files.map((file) => storage.put(file.key, file.data, contentTypeOf(file.key))));
  return { ...open, width: variants.width, height: variants.height, private: hidden, faceSeed: face.seed };
}

/**
 * Rendering photos per demo member would take minutes, so the faces of a small pool (per gender and
 * age band, demo-face.ts) are drawn, each in a few photos, and the members with the same face share
 * its files; several photo rows pointing at one file is harmless for demo data.
 */
export async function renderPhotoPool(storage: PhotoStorage, faces: Face[]): Promise<PhotoPool> {
  const pool: PhotoPool = new Map();
  const jobs = faces.flatMap((face) => Array.from({ length: PHOTOS_PER_FACE }, (_, photo) => ({ face, photo })));
  for (let start = 0; start < jobs.length; start += CONCURRENCY) {
    const batch = jobs.slice(start, start + CONCURRENCY);
    const photos = await Promise.all(batch.map((job) => renderOne(storage, job.face, job.photo)));
    for (const photo of photos) pool.set(photo.faceSeed, [...(pool.get(photo.faceSeed) ?? []), photo]);
  }
  return pool;
}

/** `count` different photos of one face, in a member's own order (so their main photo differs from their look-alikes'). */
export function pickPoolPhotos(pool: PhotoPool, face: Face, count: number, rng: Rng): PoolPhoto[] {
  return rng.sample(pool.get(face.seed) ?? [], count);
}
