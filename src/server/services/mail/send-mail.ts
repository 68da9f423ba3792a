import 'server-only';
import type { ServiceContext } from '../context';
import { translate } from '../../i18n/translate';
import type { Locale } from '@/shared/constants';

type Template = 'activation' | 'resetPassword';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Sends one of the Mail.* templates in the member's language, with a single call-to-action link. */
export async function sendTemplateMail(
  ctx: ServiceContext,
  to: string,
  locale: Locale,
  template: Template,
  values: { name: string; link: string },
): Promise<void> {
  const v = { ...values, site: ctx.site.name };
  const subject = translate(locale, `Mail.${template}.subject`, v);
  const intro = translate(locale, `Mail.${template}.intro`, v);
  const action = translate(locale, `Mail.${template}.action`, v);
  const outro = translate(locale, `Mail.${template}.outro`, v);
  const text = `${intro}\n\n${action}: ${values.link}\n\n${outro}\n\n${ctx.site.name}`;
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(values.link)}" style="background:#e102aa;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(outro)}</p>`,
    `<p>${escapeHtml(ctx.site.name)}</p>`,
  ].join('\n');
  await ctx.mailer.send({ to, subject, text, html });
}
