import 'server-only';
import path from 'node:path';
import type { StorageOptions } from './adapters/storage/create-storage';
import { isPublicMediaFile } from './services/photos/public-media';
import { dataDir, s3Settings } from './env';

/** Where this process keeps photos and exports: the S3 bucket with S3_BUCKET, else DATA_DIR/uploads. */
export const mediaStorageOptions = (): StorageOptions => ({ uploadsDir: path.join(dataDir, 'uploads'), s3: s3Settings, isPublic: isPublicMediaFile });
