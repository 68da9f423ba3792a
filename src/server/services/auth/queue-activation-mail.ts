import 'server-only';
import type { ServiceContext } from '../context';
import type { User } from '../../db/schema';
import { queueLinkMail } from '../mail/queue-link-mail';
import { log } from '../../log';

/** Queues the activation mail of a reserved link; the account stands even when queueing fails. */
export async function queueActivationMail(ctx: ServiceContext, user: User, tokenId: number): Promise<void> {
  try {
    await queueLinkMail(ctx, tokenId, user.language);
  } catch (err) {
    // The member can ask for a new link from the reminder banner.
    log.error(`queueing the activation mail of user ${user.id} failed`, err);
  }
}
