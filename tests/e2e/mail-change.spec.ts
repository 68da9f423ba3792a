import { FROM_THE_SITE, expect, mailedLink, signUpViaApi, test, uniqueEmail } from './fixtures';

// §2 /mail-change/do: the link mailed to the new address confirms it once; §5 a used link gives
// 'Link verlopen of invalide, vraag een nieuwe e-mail aan'.

test('a member confirms a new e-mail address with the mailed link, once', async ({ page }) => {
  const member = await signUpViaApi(page.request);
  const email = uniqueEmail('new');
  const res = await page.request.post('/api/mail-change.php', { headers: FROM_THE_SITE, data: { email, password: member.password } });
  expect(res.status(), await res.text()).toBe(200);
  const link = new URL(await mailedLink(email, '/mail-change/do'));

  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'E-mailadres gewijzigd' })).toBeVisible();
  await expect(page.getByText(`Je e-mailadres is nu ${email}.`)).toBeVisible();

  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Bevestigen mislukt' })).toBeVisible();
  await expect(page.getByText('Link verlopen of invalide, vraag een nieuwe e-mail aan')).toBeVisible();
});
