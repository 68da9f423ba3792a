import { FROM_THE_SITE, expect, mailedLink, mailedTo, signUpViaApi, test } from './fixtures';

// Notification mails from the running server: a like received is mailed with a link to /likes, and the
// mail's one-click unsubscribe (RFC 8058) stops notification mail for that member.

test('a member is mailed about a like and unsubscribes with one click from the mail', async ({ page, request }) => {
  const anna = await signUpViaApi(request, { name: 'Anna' });
  expect((await request.get(await mailedLink(anna.email))).ok()).toBe(true);
  const bram = await signUpViaApi(page.request, { name: 'Bram' });
  expect((await page.request.get(await mailedLink(bram.email))).ok()).toBe(true);
  const annaId = (await (await request.get('/api/user.php')).json()).user.id as number;

  expect((await page.request.post('/api/like.php', { headers: FROM_THE_SITE, data: { profile: annaId } })).ok()).toBe(true);
  const mail = await mailedTo(anna.email, '/likes');
  expect(new URL(mail.link).pathname).toBe('/likes');
  expect(mail.text).toContain('Bram vindt je leuk');
  // Headers as written (the decoded text would read the token's "=02…" as a quoted-printable escape).
  const header = mail.raw.replace(/\r?\n(?=[ \t])/g, '').match(/^List-Unsubscribe: *<([^>]+)>/m)?.[1];
  expect(header).toContain('/api/unsubscribe.php?token=');
  expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

  // The mail program posts the form itself, without the site's Origin.
  const unsubscribe = new URL(header!);
  const res = await page.request.fetch(`${unsubscribe.pathname}${unsubscribe.search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(res.status()).toBe(200);
  const settings = await (await request.get('/api/notifications.php')).json();
  expect(settings.notifications_disabled).toEqual(['listunsubscribe']);
});
