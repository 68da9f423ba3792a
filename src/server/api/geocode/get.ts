// GET /api/geocode.php?lat=&lon= – country and region of a position, from shipped data
import 'server-only';
import { z } from 'zod';
import { factory } from '../factory';
import { parseInput } from '../validate';
import { notFound } from '../../errors';
import { geocode } from '../../services/geo/geocode';

const querySchema = z.object({
  lat: z.coerce.number({ error: 'invalidField' }).min(-90, { error: 'invalidField' }).max(90, { error: 'invalidField' }),
  lon: z.coerce.number({ error: 'invalidField' }).min(-180, { error: 'invalidField' }).max(180, { error: 'invalidField' }),
});

export const getGeocode = factory.createHandlers(async (c) => {
  const { lat, lon } = parseInput(querySchema, c.req.query());
  const found = await geocode(c.get('svc').db, lat, lon);
  if (!found) throw notFound();
  return c.json(found);
});
