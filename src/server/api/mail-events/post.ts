// POST /api/mail-events.php – the mail provider reports a bounce or spam complaint (Postmark's webhook)
import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { factory } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { ApiError, notFound } from '../../errors';
import { applyMailEvent } from '../../services/notifications/apply-mail-event';
import { mailEventSchema } from '@/shared/schemas/notifications';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const postMailEvents = factory.createHandlers(async (c) => {
  const svc = c.get('svc');
  // Without MAIL_EVENTS_TOKEN the installation takes no provider events: the endpoint does not exist.
  if (!svc.mailEventsToken) throw notFound();
  if (!same(c.req.header('authorization') ?? '', `Bearer ${svc.mailEventsToken}`)) {
    throw new ApiError({ code: 'unauthorized' });
  }
  return c.json(await applyMailEvent(svc.db, parseInput(mailEventSchema, await readJson(c.req))));
});
