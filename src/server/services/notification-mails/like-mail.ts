import 'server-only';
import { and, eq } from 'drizzle-orm';
import { likes } from '../../db/schema';
import { sendTemplateMail } from '../mail/send-mail';
import { claimMail } from './claim-mail';
import { mailRecipient } from './mail-recipient';
import { senderName } from './sender-name';
import type { NotificationMailDeps } from './notification-mail-payload';

/**
 * The mail about a like: one per liker, ever (a like taken back and given again mails nothing new).
 * Also while the member is online: a like is easily missed in an open tab and waits on /likes.
 */
export async function sendLikeMail(deps: NotificationMailDeps, userId: number, likerId: number): Promise<void> {
  const [like] = await deps.db
    .select({ likerId: likes.likerId })
    .from(likes)
    .where(and(eq(likes.likerId, likerId), eq(likes.likedId, userId)));
  if (!like) return;
  const recipient = await mailRecipient(deps, userId, 'like', likerId);
  const liker = recipient && (await senderName(deps.db, likerId, recipient));
  if (!recipient || !liker) return;
  const claim = { userId, kind: 'like' as const, subjectId: likerId, mark: likerId, now: deps.clock(), windowMs: null };
  if (!(await claimMail(deps.db, claim))) return;
  await sendTemplateMail(
    { mailer: deps.mailer, siteName: recipient.siteName },
    recipient.email,
    recipient.locale,
    'like',
    { name: recipient.name, sender: liker, link: `${recipient.origin}/likes` },
    recipient.unsubscribe,
  );
}
