import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { translate } from '../../i18n/translate';
import type { Locale } from '@/shared/constants';

/** A member's name as a mail shows it: a fictional profile carries the site's label (Fictional.singular). */
export async function senderName(db: Db, userId: number, locale: Locale): Promise<string | null> {
  const [profile] = await db.select({ name: profiles.name, fictional: profiles.isFictional }).from(profiles).where(eq(profiles.userId, userId));
  if (!profile) return null;
  if (!profile.fictional) return profile.name;
  return translate(locale, 'Mail.fictionalName', { name: profile.name, label: translate(locale, 'Fictional.singular') });
}
