import { FROM_THE_SITE, expect, login, mailedLink, messagesOf, signUpViaApi, test } from './fixtures';

// §4: a deleted account can be brought back for 14 days. A member who forgot and logs in is not
// told 'Login mislukt' but how to restore the account, and finds the link in the inbox again.

test('a member in the deletion period logs in, is shown the way back and restores the account', async ({ page }) => {
  const member = await signUpViaApi(page.request);
  const deleted = await page.request.post('/api/delete-account.php', { headers: FROM_THE_SITE, data: { reason: 'time', password: member.password } });
  expect(deleted.status(), await deleted.text()).toBe(200);

  await login(page, member);
  const alert = page.getByRole('alert').filter({ hasText: 'Je account wordt verwijderd.' });
  await expect(alert).toContainText('We hebben je een e-mail gestuurd met een link waarmee je je account binnen 14 dagen terugzet.');
  await expect(page.getByText('Login mislukt, probeer opnieuw')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);

  const link = new URL(await mailedLink(member.email, '/api/reactivate.php'));
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/login\?reactivated=1$/);
  await login(page, member);
  await expect(page).toHaveURL(/\/members$/);
});

test('the way back is shown in the language the visitor chose', async ({ page, context, baseURL }) => {
  const member = await signUpViaApi(page.request);
  await page.request.post('/api/delete-account.php', { headers: FROM_THE_SITE, data: { reason: 'time', password: member.password } });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'de', url: baseURL ?? 'http://localhost' }]);
  await page.goto('/login');
  const de = messagesOf('de').LoginPage;
  await page.getByLabel(de.email).fill(member.email);
  await page.getByLabel(de.password).fill(member.password);
  await page.getByRole('button', { name: de.submit }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Dein Konto wird gerade gelöscht.' });
  await expect(alert).toContainText('innerhalb von 14 Tagen wiederherstellst');
  await expect(alert).toHaveAttribute('lang', 'de');
});
