// PUT /api/notifications.php – change some of the notification settings, or turn stopped mail back on
import 'server-only';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { saveNotifications } from '../../services/notifications/notification-prefs';
import { notificationsUpdateSchema } from '@/shared/schemas/notifications';

export const putNotificationsHandler = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  return c.json(await saveNotifications(ctx, parseInput(notificationsUpdateSchema, await readJson(c.req))));
});
