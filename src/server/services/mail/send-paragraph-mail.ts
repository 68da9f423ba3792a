import 'server-only';
import type { Mailer } from '../../adapters/mail/mailer';
import { labelled } from '@/shared/i18n/typography';
import { BRAND_COLOR, type Locale } from '@/shared/constants';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export type ParagraphMail = {
  subject: string;
  /** Already translated; each becomes a paragraph (a statement of reasons has several parts). */
  paragraphs: string[];
  action: { label: string; link: string };
};

/**
 * A mail of several translated paragraphs and one call-to-action link, for mails that must carry more
 * than a template's intro and outro (the statement of reasons). The link is also in the text part.
 */
export async function sendParagraphMail(sender: { mailer: Mailer; siteName: string }, to: string, locale: Locale, mail: ParagraphMail): Promise<void> {
  const text = [...mail.paragraphs, labelled(locale, mail.action.label, mail.action.link), sender.siteName].join('\n\n');
  const html = [
    ...mail.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(mail.action.link)}" style="background:${BRAND_COLOR};color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(mail.action.label)}</a></p>`,
    `<p>${escapeHtml(sender.siteName)}</p>`,
  ].join('\n');
  await sender.mailer.send({ to, subject: mail.subject, text, html });
}
