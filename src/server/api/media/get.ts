// GET /api/media/:file – a public photo file or a site's logo (immutable, random name; private files never match)
import 'server-only';
import { factory } from '../factory';
import { getContainer } from '../../container';
import { notFound } from '../../errors';
import { PUBLIC_PHOTO_FILE } from '../../services/photos/photo-names';
import { LOGO_FILE } from '../../services/staff/sites/site-logo-files';

export const getMedia = factory.createHandlers(async (c) => {
  const file = c.req.param('file') ?? '';
  const isLogo = LOGO_FILE.test(file);
  if (!isLogo && !PUBLIC_PHOTO_FILE.test(file)) throw notFound();
  const data = await getContainer().storage.get(file);
  if (!data) throw notFound();
  return c.body(new Uint8Array(data), 200, {
    'Content-Type': isLogo ? 'image/png' : 'image/jpeg',
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
});
