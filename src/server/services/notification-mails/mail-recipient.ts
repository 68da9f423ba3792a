import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Container } from '../../container';
import { profiles, sites, users } from '../../db/schema';
import { blockBetween } from '../blocks/block-filter';
import { mayMail } from '../notifications/may-mail';
import { unsubscribeUrl } from '../notifications/unsubscribe-token';
import { fictionalLabel } from '../sites/fictional-label';
import { siteOrigin } from '../sites/site-origin';
import type { MailKind } from '@/shared/schemas/notifications';
import { pickLocale } from '@/shared/locale';
import type { Locale } from '@/shared/constants';

export type MailRecipient = {
  id: number;
  email: string;
  name: string;
  locale: Locale;
  siteName: string;
  /** The site's name for a fictional profile in the member's language (fictionalLabel). */
  fictionalLabel: string;
  /** The member's own site: links and the unsubscribe address point there. */
  origin: string;
  /** The one-click address: a link in the body and the List-Unsubscribe header. */
  unsubscribe: string;
};

type Deps = Pick<Container, 'db' | 'caches' | 'publicUrl' | 'serverPort'>;

/**
 * The member a notification mail of this kind may go to, or null: mail stopped or the kind switched
 * off (mayMail), an address never confirmed (it may not be theirs), a fictional profile (run by the
 * operator), a suspended or banned member, or a block either way with the member the mail is about.
 */
export async function mailRecipient(deps: Deps, userId: number, kind: MailKind, aboutId: number | null): Promise<MailRecipient | null> {
  if (!(await mayMail(deps.db, userId, kind))) return null;
  const [row] = await deps.db
    .select({ email: users.email, status: users.status, language: users.language, name: profiles.name, fictional: profiles.isFictional, site: sites })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(sites, eq(sites.id, users.siteId))
    // A suspended or banned member hears of no news they could not open.
    .where(and(eq(users.id, userId), isNull(users.deletedAt), isNull(users.restriction)));
  if (!row || row.status !== 'confirmed' || row.fictional) return null;
  if (aboutId !== null && (await blockBetween(deps.db, userId, aboutId))) return null;
  const origin = siteOrigin(deps, row.site);
  const locale = pickLocale({ userLanguage: row.language, domainLanguage: row.site.domainLanguage });
  return {
    id: userId,
    email: row.email,
    name: row.name,
    locale,
    siteName: row.site.name,
    fictionalLabel: fictionalLabel(row.site, locale),
    origin,
    unsubscribe: await unsubscribeUrl(deps, origin, userId),
  };
}
