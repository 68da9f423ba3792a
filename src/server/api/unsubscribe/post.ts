// POST /api/unsubscribe.php?token= – RFC 8058 one-click unsubscribe: stops all notification mail
import 'server-only';
import { factory } from '../factory';
import { parseInput } from '../../validation/parse-input';
import { unsubscribeByToken } from '../../services/notifications/unsubscribe';
import { unsubscribeTokenSchema } from '@/shared/schemas/notifications';
import { UNSUBSCRIBE_PAGE_CSP, unsubscribePage } from './page';

// The body (List-Unsubscribe=One-Click) carries nothing the token does not: it is not read.
export const postUnsubscribe = factory.createHandlers(async (c) => {
  const svc = c.get('svc');
  await unsubscribeByToken(svc, parseInput(unsubscribeTokenSchema, c.req.query()).token);
  c.header('Content-Security-Policy', UNSUBSCRIBE_PAGE_CSP);
  return c.html(unsubscribePage(svc.locale, 'done'));
});
