// GET /api/partners/images/:file – an embedded partner performer's picture (generated, public, immutable)
import 'server-only';
import { factory } from '../factory';
import { notFound } from '../../errors';
import { embeddedPartnerImage } from '../../services/partners/partner-image';

export const getPartnerImage = factory.createHandlers(async (c) => {
  const file = c.req.param('file') ?? '';
  const image = file.endsWith('.png') ? embeddedPartnerImage(file.slice(0, -'.png'.length)) : null;
  if (!image) throw notFound();
  return c.body(new Uint8Array(await image), 200, {
    'Content-Type': 'image/png',
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
});
