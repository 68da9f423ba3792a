// GET /api/regions.php?country= – regions per country, named and sorted in the visitor's language
import 'server-only';
import { factory } from '../factory';
import { listRegions } from '../../services/geo/list-regions';
import { REGION_TYPE_BY_COUNTRY } from '@/shared/regions';

export const getRegions = factory.createHandlers(async (c) => {
  const country = c.req.query('country');
  // The names follow the visitor's language (cookie or account), so no shared cache may keep one answer.
  c.header('Cache-Control', 'private, max-age=3600');
  c.header('Vary', 'Cookie');
  return c.json({ regions: await listRegions(c.get('svc'), country), types: REGION_TYPE_BY_COUNTRY });
});
