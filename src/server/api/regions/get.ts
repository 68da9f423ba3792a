// GET /api/regions.php?country= – regions per country and what each country calls them
import 'server-only';
import { factory } from '../factory';
import { listRegions } from '../../services/geo/list-regions';
import { REGION_TYPE_BY_COUNTRY } from '@/shared/regions';

export const getRegions = factory.createHandlers(async (c) => {
  const country = c.req.query('country');
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json({ regions: await listRegions(c.get('svc'), country), types: REGION_TYPE_BY_COUNTRY });
});
