import { expect, likedByAnother, mailedTo, test, unsubscribeHeader } from './fixtures';

// Notification mails from the running server: a like received is mailed with a link to /likes, and the
// mail's one-click unsubscribe (RFC 8058) stops notification mail for that member, who then sees the
// §4 disabled-notifications alert and can turn mail back on from it.

test('a member is mailed about a like, unsubscribes with one click from the mail and turns mail back on', async ({ page, request }) => {
  // Anna, who gets the like, is the member in the browser; Bram likes her through his own session.
  const { liked: anna } = await likedByAnother(page, request);
  const mail = await mailedTo(anna.email, '/likes');
  expect(new URL(mail.link).pathname).toBe('/likes');
  expect(mail.text).toContain('Bram vindt je leuk');
  const header = unsubscribeHeader(mail.raw);
  expect(header).toContain('/api/unsubscribe.php?token=');
  expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

  // The mail program posts the form itself, without the site's Origin or the member's cookie.
  const unsubscribe = new URL(header!);
  const res = await request.fetch(`${unsubscribe.pathname}${unsubscribe.search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(res.status()).toBe(200);
  const settings = await (await page.request.get('/api/notifications.php')).json();
  expect(settings.notifications_disabled).toEqual(['listunsubscribe']);

  // §4: the alert shows in the members area, not on the notification settings, which say it themselves.
  const alert = page.getByRole('alert').filter({ hasText: 'Je ontvangt geen e-mails meer' });
  await page.goto('/notifications');
  await expect(page.getByText('Je ontvangt op dit moment geen e-mails van ons.')).toBeVisible();
  await expect(alert).toHaveCount(0);
  await page.goto('/members');
  await expect(page.getByRole('heading', { name: 'Leden zoeken' })).toBeVisible();
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('omdat je je hebt afgemeld');

  await alert.getByRole('button', { name: 'Zet e-mail weer aan' }).click();
  await expect(alert).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Leden zoeken' })).toBeVisible();
  await expect(alert).toHaveCount(0);
  const after = await (await page.request.get('/api/notifications.php')).json();
  expect(after.notifications_disabled).toEqual([]);
});
