// GET /api/media/private/:id/:file?expires=&signature= – a private photo file for a signed link
import 'server-only';
import { factory } from '../factory';
import { getContainer } from '../../container';
import { readPrivateMedia } from '../../services/photos/read-private-media';
import { mediaAnswer } from '../media-answer';
import { contentTypeOf } from '../../adapters/storage/content-types';

// The browser may keep its copy only for itself, and not past the link's own end.
const MAX_AGE_S = 30 * 60;

export const getPrivateMedia = factory.createHandlers(async (c) => {
  const now = new Date();
  const link = {
    photoId: Number(c.req.param('id')),
    file: c.req.param('file') ?? '',
    expires: Number(c.req.query('expires')),
    signature: c.req.query('signature') ?? '',
  };
  const media = await readPrivateMedia(getContainer(), link, now);
  const maxAge = Math.max(0, Math.min(MAX_AGE_S, link.expires - Math.floor(now.getTime() / 1000)));
  return mediaAnswer(c, media, {
    'Content-Type': contentTypeOf(link.file),
    'Cache-Control': `private, max-age=${maxAge}`,
  });
});
