import 'server-only';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { S3Settings } from './s3-layout';
import type { PhotoStorage } from './storage';

export type StorageOptions = {
  /** The folder of the embedded mode (DATA_DIR/uploads). */
  uploadsDir: string;
  /** S3_BUCKET and its settings: one bucket shared by every instance. */
  s3?: S3Settings;
  /** The names anyone may load (public photo variants, logos); on S3 only these are under `public/`. */
  isPublic: (key: string) => boolean;
};

export function createStorage(options: StorageOptions): PhotoStorage {
  return options.s3 ? createS3Storage(options.s3, options.isPublic) : createLocalStorage(options.uploadsDir);
}

export const describeStorage = (options: StorageOptions) =>
  options.s3 ? `S3 bucket ${options.s3.bucket}${options.s3.endpoint ? ` at ${options.s3.endpoint}` : ` in ${options.s3.region}`}` : options.uploadsDir;
