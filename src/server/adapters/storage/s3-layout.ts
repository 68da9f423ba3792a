import 'server-only';

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, …); AWS itself when absent. */
  endpoint?: string;
  /** Both or neither: without them the SDK's own chain (an instance role) signs. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO and most local servers need it). */
  forcePathStyle: boolean;
};

/**
 * The bucket holds two folders: `public/` for what anyone may load (public photo variants, site logos),
 * the only prefix a bucket policy opens to anonymous reads, and `private/` for everything else (private
 * photos, photos in review, chat photos, data exports, staged uploads, evidence), reachable only
 * through short signed links.
 */
export const PUBLIC_FOLDER = 'public/';
export const PRIVATE_FOLDER = 'private/';

// Generated names only, as on disk; a leading dot marks a staged file not yet committed.
const SAFE_KEY = /^\.?[a-z0-9][a-z0-9._-]*$/i;

export function objectKeyFor(key: string, isPublic: (key: string) => boolean): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
  return `${isPublic(key) ? PUBLIC_FOLDER : PRIVATE_FOLDER}${key}`;
}

/** Public files never change under their random names, so a CDN may keep them for a year; private ones only the browser, briefly. */
export const cacheControlFor = (objectKey: string) => (objectKey.startsWith(PUBLIC_FOLDER) ? 'public, max-age=31536000, immutable' : 'private, max-age=300');

/** The bucket's own address, for public files of a site without a CDN prefix. */
export function bucketUrl(settings: S3Settings): string {
  if (!settings.endpoint) return `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
  const endpoint = new URL(settings.endpoint);
  const base = endpoint.pathname.replace(/\/$/, '');
  if (settings.forcePathStyle) return `${endpoint.origin}${base}/${settings.bucket}`;
  return `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${base}`;
}
