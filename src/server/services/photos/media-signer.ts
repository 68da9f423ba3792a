import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { readOrCreateSecret } from '../sites/app-secrets';

/** Signed addresses of private photo files; the key lives in the database, shared by every instance. */
export type MediaSigner = {
  /** `/api/media/private/<id>/<file>?expires=…&signature=…`, valid for 30 to 60 minutes. */
  privateUrl(photoId: number, file: string, now: Date): string;
  verify(link: { photoId: number; file: string; expires: number; signature: string }, now: Date): boolean;
};

const SECRET_KEY = 'media-signing';
// Links end on a half-hour boundary at least 30 minutes ahead: the same address for 30 minutes lets
// the browser reuse its copy, and a leaked address dies within the hour.
const WINDOW_S = 30 * 60;

export function createMediaSigner(secret: Buffer): MediaSigner {
  const sign = (photoId: number, file: string, expires: number) => createHmac('sha256', secret).update(`${photoId}/${file}/${expires}`).digest('base64url');
  return {
    privateUrl(photoId, file, now) {
      const expires = (Math.floor(now.getTime() / 1000 / WINDOW_S) + 2) * WINDOW_S;
      return `/api/media/private/${photoId}/${file}?expires=${expires}&signature=${sign(photoId, file, expires)}`;
    },
    verify({ photoId, file, expires, signature }, now) {
      if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return false;
      const expected = Buffer.from(sign(photoId, file, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** Reads the signing key, creating it on the installation's first start; once per process. */
export async function loadMediaSigner(db: Db): Promise<MediaSigner> {
  const secret = await readOrCreateSecret(db, SECRET_KEY, () => ({ key: randomBytes(32).toString('base64') }));
  return createMediaSigner(Buffer.from(secret.key, 'base64'));
}
