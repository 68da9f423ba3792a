// GET /api/media/:file – a stored photo file (immutable, random name)
import 'server-only';
import { factory } from '../factory';
import { getContainer } from '../../container';
import { notFound } from '../../errors';

const FILE = /^[a-f0-9]{32}(_t)?\.jpg$/;

export const getMedia = factory.createHandlers(async (c) => {
  const file = c.req.param('file') ?? '';
  if (!FILE.test(file)) throw notFound();
  const data = await getContainer().storage.get(file);
  if (!data) throw notFound();
  return c.body(new Uint8Array(data), 200, {
    'Content-Type': 'image/jpeg',
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
});
