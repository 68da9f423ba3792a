// GET /api/notifications.php – the member's e-mail and push notification settings
import 'server-only';
import { factory, requireUser } from '../factory';
import { getNotifications } from '../../services/notifications/notification-prefs';

export const getNotificationsHandler = factory.createHandlers(async (c) => {
  return c.json(getNotifications(requireUser(c.get('svc'))));
});
