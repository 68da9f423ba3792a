// GET /api/packages.php – the credit packages and payment methods of the member's payment country
import 'server-only';
import { factory } from '../factory';
import { parseInput } from '../../validation/parse-input';
import { listPackages } from '../../services/payments/list-packages';
import { packagesQuerySchema } from '@/shared/schemas/payments';

export const getPackages = factory.createHandlers(async (c) => {
  return c.json(await listPackages(c.get('svc'), parseInput(packagesQuerySchema, c.req.query())));
});
