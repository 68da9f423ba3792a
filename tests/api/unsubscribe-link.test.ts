import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import type { CaughtMail } from '../fixtures/mail-catcher';
import { loggedInMember } from '../factories/accounts';
import { grantCredits, sentText } from '../factories/chat';
import { headerOf } from '../factories/mail';
import { UNREAD_REMINDERS_JOB } from '@/server/services/notification-mails/unread-reminders';
import { mayMail } from '@/server/services/notifications/may-mail';
import { translate } from '@/server/i18n/translate';
import { LOCALES, type Locale } from '@/shared/constants';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  t.container.clock = () => new Date();
  await t.close();
});

const NOTIFICATION_TEMPLATES = ['newConversation', 'newMessage', 'like', 'unreadReminder'] as const;

/** The decoded text/plain and text/html parts of a caught mail. */
function partsOf(mail: CaughtMail): { text: string; html: string } {
  const decoded = mail.text.replace(/\r\n/g, '\n');
  const part = (type: string) => {
    const start = decoded.indexOf(`Content-Type: ${type}`);
    if (start < 0) return '';
    const body = decoded.slice(decoded.indexOf('\n\n', start) + 2);
    return body.slice(0, body.search(/\n--/));
  };
  return { text: part('text/plain'), html: part('text/html') };
}

async function member(name: string, language: Locale) {
  const m = await loggedInMember(t, { name, user: { language, paidUser: true } });
  await grantCredits(t.db, m.id, 200);
  return m;
}

/** One mail of each notification kind to `to`, in the order of NOTIFICATION_TEMPLATES. */
async function everyNotificationMail(to: Awaited<ReturnType<typeof member>>, from: Awaited<ReturnType<typeof member>>) {
  await sentText(from.agent, to.id, 'Hoi');
  t.container.clock = () => new Date(Date.now() + 2 * 3_600_000);
  await sentText(from.agent, to.id, 'Ben je er?');
  await from.agent.post('/api/like.php', { profile: to.id });
  t.container.clock = () => new Date(Date.now() + 26 * 3_600_000);
  await t.container.jobs.enqueue(UNREAD_REMINDERS_JOB, {});
  await t.container.jobs.drain();
  t.container.clock = () => new Date();
  return t.mail.mails.filter((mail) => mail.to === to.email);
}

describe('the unsubscribe link in the body of notification mails', () => {
  it.each(['en', 'fr', 'pl'] as const)('is in the text and HTML part of every kind, named as the outro names it (%s)', async (locale) => {
    const anna = await member('Anna', locale);
    const bram = await member('Bram', 'nl');
    const mails = await everyNotificationMail(anna, bram);
    expect(mails).toHaveLength(NOTIFICATION_TEMPLATES.length);
    const label = translate(locale, 'Mail.unsubscribe');
    mails.forEach((mail, i) => {
      const url = /^<([^>]+)>$/.exec(headerOf(mail, 'List-Unsubscribe') ?? '')?.[1];
      expect(url).toMatch(/^http:\/\/localhost\/api\/unsubscribe\.php\?token=/);
      const { text, html } = partsOf(mail);
      const outro = translate(locale, `Mail.${NOTIFICATION_TEMPLATES[i]}.outro`);
      expect(text).toContain(outro);
      expect(outro).toContain(label);
      expect(text).toMatch(new RegExp(`^${label}\\s?: ${url!.replace(/[.?]/g, '\\$&')}$`, 'm'));
      expect(html).toContain(`<a href="${url!.replace(/&/g, '&#38;')}">${label}</a>`);
    });
  });

  it('names a label every locale’s outro uses', () => {
    for (const locale of LOCALES) {
      const label = translate(locale, 'Mail.unsubscribe');
      for (const template of NOTIFICATION_TEMPLATES) expect(translate(locale, `Mail.${template}.outro`), `${locale} ${template}`).toContain(label);
    }
  });

  it('stops notification mail when the member follows it and confirms', async () => {
    const anna = await member('Anna', 'de');
    const bram = await member('Bram', 'nl');
    await sentText(bram.agent, anna.id, 'Hoi');
    const [mail] = t.mail.mails.filter((m) => m.to === anna.email);
    const href = /<a href="(http:\/\/localhost\/api\/unsubscribe\.php\?token=[^"]+)">Abbestellen<\/a>/.exec(partsOf(mail).html)?.[1];
    expect(href).toBeDefined();
    const url = new URL(href!);
    const page = await t.app.request(url.pathname + url.search, { headers: { host: 'localhost' } });
    expect(page.status).toBe(200);
    const action = /<form method="post" action="([^"]+)"/.exec(await page.text())?.[1];
    const res = await t.app.request(action!.replace(/&#38;/g, '&'), {
      method: 'POST',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await mayMail(t.db, anna.id, 'like')).toBe(false);
    await bram.agent.post('/api/like.php', { profile: anna.id });
    expect(t.mail.mails.filter((m) => m.to === anna.email)).toHaveLength(1);
  });
});
