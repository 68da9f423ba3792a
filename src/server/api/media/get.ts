// GET /api/media/:file – a public photo file (JPEG or WebP) or a site's logo (immutable, random name; private files never match)
import 'server-only';
import { factory } from '../factory';
import { getContainer } from '../../container';
import { notFound } from '../../errors';
import { PUBLIC_PHOTO_FILE } from '../../services/photos/photo-names';
import { LOGO_FILE } from '../../services/staff/sites/site-logo-files';
import { contentTypeOf } from '../../adapters/storage/content-types';

export const getMedia = factory.createHandlers(async (c) => {
  const file = c.req.param('file') ?? '';
  if (!LOGO_FILE.test(file) && !PUBLIC_PHOTO_FILE.test(file)) throw notFound();
  const data = await getContainer().storage.get(file);
  if (!data) throw notFound();
  return c.body(new Uint8Array(data), 200, {
    'Content-Type': contentTypeOf(file),
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
});
