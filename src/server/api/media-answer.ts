import 'server-only';
import type { Context } from 'hono';
import type { StoredMedia } from '../services/photos/stored-media';

/**
 * Answers with a private file: its bytes and the route's own headers, or (S3) a redirect to the
 * store's signed link. The redirect is never stored: a later visit asks again, so the access check
 * runs again and a link that has expired or been revoked is never reused.
 */
export function mediaAnswer(c: Context, media: StoredMedia, headers: Record<string, string>): Response {
  if ('redirect' in media) {
    c.header('Cache-Control', 'private, no-store');
    return c.redirect(media.redirect, 302);
  }
  return c.body(new Uint8Array(media.data), 200, headers);
}
