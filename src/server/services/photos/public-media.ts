import 'server-only';
import { LOGO_FILE } from '../staff/sites/site-logo-files';
import { PUBLIC_PHOTO_FILE } from './photo-names';

/**
 * The stored names anyone may load: public photo variants and site logos (what GET /api/media serves).
 * On S3 only these go under the bucket's public folder; everything else needs a signed link.
 */
export const isPublicMediaFile = (key: string): boolean => PUBLIC_PHOTO_FILE.test(key) || LOGO_FILE.test(key);
