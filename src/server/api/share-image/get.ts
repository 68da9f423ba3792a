// GET /api/share-image.php?id= – a member's share card (§3), 1200×630 JPEG; 404 for anyone not shown to strangers
import 'server-only';
import { factory } from '../factory';
import { parseInput } from '../../validation/parse-input';
import { memberIdSchema } from '@/shared/schemas/member';
import { getShareImage } from '../../services/share/get-share-image';

// Short: link previews fetch it once, and a member who hides should not stay in shared caches for long.
const CACHE_CONTROL = 'public, max-age=600';

export const getShareImageHandler = factory.createHandlers(async (c) => {
  const image = await getShareImage(c.get('svc'), parseInput(memberIdSchema, c.req.query()).id);
  return c.body(new Uint8Array(image.body), 200, { 'Content-Type': image.type, 'Cache-Control': CACHE_CONTROL });
});
