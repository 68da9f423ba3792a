// GET /api/geocode.php?lat=&lon= – country and region of a position, from shipped data
import 'server-only';
import { z } from 'zod';
import { factory } from '../factory';
import { parseInput } from '../../validation/parse-input';
import { notFound } from '../../errors';
import { geocode } from '../../services/geo/geocode';

// An empty parameter must not turn into 0 (a point in the ocean): it is missing, so invalid.
const coordinate = (limit: number) =>
  z
    .string({ error: 'invalidField' })
    .trim()
    .min(1, { error: 'invalidField' })
    .transform(Number)
    .pipe(z.number({ error: 'invalidField' }).min(-limit, { error: 'invalidField' }).max(limit, { error: 'invalidField' }));

const querySchema = z.object({ lat: coordinate(90), lon: coordinate(180) });

export const getGeocode = factory.createHandlers(async (c) => {
  const { lat, lon } = parseInput(querySchema, c.req.query());
  const found = await geocode(c.get('svc'), lat, lon);
  if (!found) throw notFound();
  return c.json(found);
});
