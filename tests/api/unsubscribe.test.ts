import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { sendTemplateMail } from '@/server/services/mail/send-mail';
import { unsubscribeToken, unsubscribeUrl } from '@/server/services/notifications/unsubscribe-token';
import { mayMail } from '@/server/services/notifications/may-mail';
import type { UserDto } from '@/shared/types/api';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// How a mail client posts RFC 8058's one-click: a server-side POST, no cookie, no Origin.
const oneClick = (url: string) =>
  t.app.request(url, {
    method: 'POST',
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('List-Unsubscribe headers', () => {
  it('are on a notification mail and point at the one-click address', async () => {
    const member = await insertMember(t.db);
    const url = await unsubscribeUrl(t.container, 'http://localhost', member.id);
    await sendTemplateMail(
      { mailer: t.container.mailer, siteName: 'Amora' },
      member.email,
      'nl',
      'activation',
      { name: member.name, link: 'http://localhost/' },
      url,
    );
    const mail = t.mail.mails.find((m) => m.to === member.email);
    expect(mail?.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost\/api\/unsubscribe\.php\?token=[^>]+>/m);
    expect(mail?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  });

  it('are not on a link mail', async () => {
    const member = await insertMember(t.db);
    await sendTemplateMail({ mailer: t.container.mailer, siteName: 'Amora' }, member.email, 'nl', 'activation', {
      name: member.name,
      link: 'http://localhost/',
    });
    expect(t.mail.mails.find((m) => m.to === member.email)?.raw).not.toMatch(/List-Unsubscribe/);
  });
});

describe('POST /api/unsubscribe.php', () => {
  it('stops notification mail with one click, and the member sees why', async () => {
    const { id, agent } = await loggedInMember(t);
    const res = await oneClick(`/api/unsubscribe.php?token=${await unsubscribeToken(t.container, id)}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Je bent afgemeld');
    expect(await mayMail(t.db, id, 'new_messages')).toBe(false);
    const { user } = await bodyOf<{ user: UserDto }>(await agent.get('/api/user.php'));
    expect(user.notifications_disabled).toEqual(['listunsubscribe']);
  });

  it('lists the reason once when the link is used twice', async () => {
    const { id, agent } = await loggedInMember(t);
    const token = await unsubscribeToken(t.container, id);
    await oneClick(`/api/unsubscribe.php?token=${token}`);
    await oneClick(`/api/unsubscribe.php?token=${token}`);
    const { user } = await bodyOf<{ user: UserDto }>(await agent.get('/api/user.php'));
    expect(user.notifications_disabled).toEqual(['listunsubscribe']);
  });

  it('refuses a forged token', async () => {
    const { id } = await loggedInMember(t);
    const other = await unsubscribeToken(t.container, id + 1);
    const res = await oneClick(`/api/unsubscribe.php?token=${id}.${other.split('.')[1]}`);
    expect(res.status).toBe(404);
    expect(await mayMail(t.db, id, 'news')).toBe(true);
  });
});

describe('GET /api/unsubscribe.php', () => {
  it('only asks: opening the link changes nothing', async () => {
    const { id } = await loggedInMember(t);
    const token = await unsubscribeToken(t.container, id);
    const res = await t.app.request(`/api/unsubscribe.php?token=${token}`, { headers: { host: 'localhost' } });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('Afmelden voor e-mails');
    expect(page).toContain(`action="/api/unsubscribe.php?token=${encodeURIComponent(token)}"`);
    expect(await mayMail(t.db, id, 'news')).toBe(true);
  });

  it('lets its own form post back to this site, and nowhere else', async () => {
    const { id } = await loggedInMember(t);
    const res = await t.app.request(`/api/unsubscribe.php?token=${await unsubscribeToken(t.container, id)}`, { headers: { host: 'localhost' } });
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("form-action 'self'");
    expect(policy).not.toContain("form-action 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/default-src 'none'/);
  });
});

describe('the page after the one click', () => {
  it('carries the same policy as the page that asked', async () => {
    const { id } = await loggedInMember(t);
    const res = await oneClick(`/api/unsubscribe.php?token=${await unsubscribeToken(t.container, id)}`);
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self'");
  });
});
