// GET /api/unsubscribe.php?token= – asks the member to confirm stopping notification mail
import 'server-only';
import { factory } from '../factory';
import { parseInput } from '../../validation/parse-input';
import { unsubscribeTokenSchema } from '@/shared/schemas/notifications';
import { unsubscribePage } from './page';

export const getUnsubscribe = factory.createHandlers(async (c) => {
  const { token } = parseInput(unsubscribeTokenSchema, c.req.query());
  return c.html(unsubscribePage(c.get('svc').locale, { token }));
});
