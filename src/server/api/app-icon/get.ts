// GET /api/app-icon.php?size=&purpose= – the site's PNG app icon (192, 512, maskable; 180 for Apple)
import 'server-only';
import { factory } from '../factory';
import { parseInput } from '../../validation/parse-input';
import { appIconSchema } from '@/shared/schemas/app-icon';
import { getAppIcon } from '../../services/app-install/get-app-icon';

export const getAppIconHandler = factory.createHandlers(async (c) => {
  const icon = await getAppIcon(c.get('svc'), parseInput(appIconSchema, c.req.query()));
  // The page asks with a version of the look (`v`), so a day of caching never shows an old logo for long.
  return c.body(new Uint8Array(icon.body), 200, { 'Content-Type': icon.type, 'Cache-Control': 'public, max-age=86400' });
});
