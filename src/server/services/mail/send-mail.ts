import 'server-only';
import type { Mailer } from '../../adapters/mail/mailer';
import { translate } from '../../i18n/translate';
import { unsubscribeHeaders } from '../notifications/unsubscribe-token';
import { labelled } from '@/shared/i18n/typography';
import { BRAND_COLOR, type Locale } from '@/shared/constants';

export type Template =
  | 'activation'
  | 'reactivate'
  | 'resetPassword'
  | 'receipt'
  | 'dataExport'
  | 'passwordChanged'
  | 'mailChange'
  | 'mailChangeNotice'
  | 'newConversation'
  | 'newMessage'
  | 'like'
  | 'unreadReminder'
  | 'complaintReceived'
  | 'photoRejected';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Sends one of the Mail.* templates in the member's language, with a single call-to-action link.
 * Notification mails pass their unsubscribe address: it becomes a visible link under the outro (which
 * names it) and the List-Unsubscribe headers. Link mails (activation, reset) pass none.
 * A `notice` (a test payment's receipt) leads the subject as its label and the body as its text.
 */
export async function sendTemplateMail(
  sender: { mailer: Mailer; siteName: string },
  to: string,
  locale: Locale,
  template: Template,
  values: { name: string; link: string } & Record<string, string | number>,
  unsubscribe?: string,
  notice?: { label: string; text: string },
): Promise<void> {
  const v = { ...values, site: sender.siteName };
  const plainSubject = translate(locale, `Mail.${template}.subject`, v);
  const subject = notice ? labelled(locale, notice.label, plainSubject) : plainSubject;
  const intro = translate(locale, `Mail.${template}.intro`, v);
  const action = translate(locale, `Mail.${template}.action`, v);
  const outro = translate(locale, `Mail.${template}.outro`, v);
  const lead = notice ? `${notice.text}\n\n` : '';
  const unsubscribeLabel = translate(locale, 'Mail.unsubscribe');
  const tail = unsubscribe ? `\n\n${labelled(locale, unsubscribeLabel, unsubscribe)}` : '';
  const text = `${lead}${intro}\n\n${labelled(locale, action, values.link)}\n\n${outro}${tail}\n\n${sender.siteName}`;
  const html = [
    ...(notice ? [`<p><strong>${escapeHtml(notice.text)}</strong></p>`] : []),
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(values.link)}" style="background:${BRAND_COLOR};color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(outro)}</p>`,
    ...(unsubscribe ? [`<p><a href="${escapeHtml(unsubscribe)}">${escapeHtml(unsubscribeLabel)}</a></p>`] : []),
    `<p>${escapeHtml(sender.siteName)}</p>`,
  ].join('\n');
  await sender.mailer.send({ to, subject, text, html, ...(unsubscribe ? { headers: unsubscribeHeaders(unsubscribe) } : {}) });
}
