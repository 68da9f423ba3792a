// GET /api/manifest.php – the site's web app manifest (name, colour, icons; opens on /members)
import 'server-only';
import { factory } from '../factory';
import { buildWebManifest } from '../../services/app-install/web-manifest';

export const getManifest = factory.createHandlers(async (c) => {
  const manifest = await buildWebManifest(c.get('svc'));
  // Revalidated each time: it is small, and names the current icons after a brand change.
  return c.body(JSON.stringify(manifest), 200, { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'no-cache' });
});
