import { expect, likedByAnother, mailedTo, test, unsubscribeHeader } from './fixtures';

// A member who follows a notification mail's unsubscribe link in the browser gets a page that only
// asks; its button posts the one-click form back to the site, and the member reads that they are
// unsubscribed. The page must allow its own form (CSP form-action), or the button does nothing.

test('a member opens the unsubscribe link of a mail and confirms on the page', async ({ page, request }) => {
  const { liked: anna } = await likedByAnother(page, request);

  // The unsubscribe address as the mail carries it, opened the way a mail program opens a link.
  const mail = await mailedTo(anna.email, '/likes');
  const header = unsubscribeHeader(mail.raw);
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
