import { FROM_THE_SITE, expect, mailedLink, mailedTo, signUpViaApi, test } from './fixtures';

// A member who follows a notification mail's unsubscribe link in the browser gets a page that only
// asks; its button posts the one-click form back to the site, and the member reads that they are
// unsubscribed. The page must allow its own form (CSP form-action), or the button does nothing.

test('a member opens the unsubscribe link of a mail and confirms on the page', async ({ page, request }) => {
  const anna = await signUpViaApi(page.request, { name: 'Anna' });
  expect((await page.request.get(await mailedLink(anna.email))).ok()).toBe(true);
  const bram = await signUpViaApi(request, { name: 'Bram' });
  expect((await request.get(await mailedLink(bram.email))).ok()).toBe(true);
  const annaId = (await (await page.request.get('/api/user.php')).json()).user.id as number;
  expect((await request.post('/api/like.php', { headers: FROM_THE_SITE, data: { profile: annaId } })).ok()).toBe(true);

  // The unsubscribe address as the mail carries it, opened the way a mail program opens a link.
  const mail = await mailedTo(anna.email, '/likes');
  const header = mail.raw.replace(/\r?\n(?=[ \t])/g, '').match(/^List-Unsubscribe: *<([^>]+)>/m)?.[1];
  expect(header).toContain('/api/unsubscribe.php?token=');
  // A mail link opens in a tab of its own; the page is plain HTML (no React to wait for).
  const tab = await page.context().newPage();
  const blocked: string[] = [];
  tab.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  // The mail names the site's public address; this server runs on its own port, so keep path and query.
  const link = new URL(header!);
  await tab.goto(`${link.pathname}${link.search}`);
  await expect(tab.getByRole('heading', { name: 'Afmelden voor e-mails' })).toBeVisible();
  await tab.getByRole('button', { name: 'Afmelden' }).click();

  await expect(tab.getByRole('heading', { name: 'Je bent afgemeld' })).toBeVisible();
  await expect(tab.getByText('Je ontvangt geen e-mails meer van ons.')).toBeVisible();
  expect(blocked).toEqual([]);
  const settings = await (await page.request.get('/api/notifications.php')).json();
  expect(settings.notifications_disabled).toEqual(['listunsubscribe']);
});
