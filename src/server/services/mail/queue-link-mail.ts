import 'server-only';
import type { ServiceContext } from '../context';
import { mailLinkOrigin } from './link-origin';
import { LINK_MAIL_JOB, type LinkMailPayload } from './send-link-mail';
import { isLocale } from '@/shared/locale';

/**
 * Hands a reserved link (reserveEmailToken) to the mail job, so the request does not wait for SMTP
 * and a failed send is retried. The payload holds ids, the checked link origin and the language:
 * no token and no address (pg-boss keeps finished jobs for a week).
 */
export async function queueLinkMail(ctx: ServiceContext, tokenId: number, memberLanguage: string | null): Promise<void> {
  const payload: LinkMailPayload = {
    tokenId,
    siteId: ctx.site.id,
    origin: mailLinkOrigin(ctx),
    locale: isLocale(memberLanguage) ? memberLanguage : ctx.locale,
  };
  await ctx.jobs.enqueue(LINK_MAIL_JOB, payload);
}
