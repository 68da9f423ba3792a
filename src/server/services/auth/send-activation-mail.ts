import 'server-only';
import type { ServiceContext } from '../context';
import type { User } from '../../db/schema';
import { sendTemplateMail } from '../mail/send-mail';
import { mailLinkOrigin } from '../mail/link-origin';
import { isLocale } from '@/shared/locale';
import { log } from '../../log';

export async function sendActivationMail(ctx: ServiceContext, user: User, name: string, token: string): Promise<void> {
  const link = `${mailLinkOrigin(ctx)}/api/activate.php?token=${encodeURIComponent(token)}`;
  const locale = isLocale(user.language) ? user.language : ctx.locale;
  try {
    await sendTemplateMail(ctx, user.email, locale, 'activation', { name, link });
  } catch (err) {
    // The account exists either way; the member can ask for a new link from the reminder banner.
    log.error(`activation mail to user ${user.id} failed`, err);
  }
}
