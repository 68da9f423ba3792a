import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Mailer } from '../../adapters/mail/mailer';
import { photos, profiles, sites, users } from '../../db/schema';
import { siteOrigin, type OriginDeps } from '../sites/site-origin';
import { sendTemplateMail } from './send-mail';
import { pickLocale } from '@/shared/locale';
import { paths } from '@/shared/paths';

export const PHOTO_REJECTED_MAIL_JOB = 'send-photo-rejected-mail';

/** Ids only: the reason is read from the photo's row when the mail goes. */
export type PhotoRejectedMailPayload = { photoId: number };

/**
 * The job: tells the member, in their language, that a moderator rejected a photo and why, with a
 * link to their profile to choose another. The product has no in-product notices for members, so
 * this is a mail, sent whatever the notification switches say (it is about the account, as a
 * password change is).
 */
export async function sendPhotoRejectedMail(deps: { db: Db; mailer: Mailer } & OriginDeps, payload: PhotoRejectedMailPayload): Promise<void> {
  const [row] = await deps.db
    .select({ email: users.email, language: users.language, name: profiles.name, reason: photos.rejectionReason, site: sites })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(and(eq(photos.id, payload.photoId), eq(photos.review, 'rejected'), isNull(users.deletedAt)));
  if (!row) return;
  const locale = pickLocale({ userLanguage: row.language, domainLanguage: row.site.domainLanguage });
  await sendTemplateMail({ mailer: deps.mailer, siteName: row.site.name }, row.email, locale, 'photoRejected', {
    name: row.name,
    reason: row.reason ?? '',
    link: `${siteOrigin(deps, row.site)}${paths.profile}`,
  });
}
