import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { translate } from '../../i18n/translate';
import type { MailRecipient } from './mail-recipient';

/** A member's name as a mail to `recipient` shows it: a fictional profile carries that site's label. */
export async function senderName(db: Db, userId: number, recipient: Pick<MailRecipient, 'locale' | 'fictionalLabel'>): Promise<string | null> {
  const [profile] = await db.select({ name: profiles.name, fictional: profiles.isFictional }).from(profiles).where(eq(profiles.userId, userId));
  if (!profile) return null;
  if (!profile.fictional) return profile.name;
  return translate(recipient.locale, 'Mail.fictionalName', { name: profile.name, label: recipient.fictionalLabel });
}
