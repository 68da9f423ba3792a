import type { MailKind } from '../schemas/notifications';

/** GET and PUT /api/notifications.php */
export type NotificationsDto = {
  email: Record<MailKind, boolean>;
  push: boolean;
  /** Why mail stopped altogether (§3: fbl, bounce, listunsubscribe); empty while mail flows. */
  notifications_disabled: string[];
};
