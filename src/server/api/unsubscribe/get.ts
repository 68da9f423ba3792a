// GET /api/unsubscribe.php?token= – asks the member to confirm stopping notification mail
import 'server-only';
import { factory } from '../factory';
import { parseInput } from '../../validation/parse-input';
import { unsubscribeTokenSchema } from '@/shared/schemas/notifications';
import { UNSUBSCRIBE_PAGE_CSP, unsubscribePage } from './page';

export const getUnsubscribe = factory.createHandlers(async (c) => {
  const { token } = parseInput(unsubscribeTokenSchema, c.req.query());
  c.header('Content-Security-Policy', UNSUBSCRIBE_PAGE_CSP);
  return c.html(unsubscribePage(c.get('svc').locale, { token }));
});
