import { expect, mailedTo, test, uniqueEmail } from './fixtures';

// DSA art. 16: anyone can send a notice on /complaints and gets a reference, on the page and by e-mail.

test('a visitor files a notice on /complaints and reads the reference on the page and in the mail', async ({ page }) => {
  const email = uniqueEmail('notice');
  await page.goto('/complaints');
  await expect(page.getByRole('heading', { level: 1, name: 'Klachten' })).toBeVisible();
  await page.getByRole('button', { name: 'Melding versturen' }).click();
  await expect(page.getByLabel('Waar gaat het om?')).toBeFocused();

  await page.getByLabel('Waar gaat het om?').selectOption('profile');
  await page.getByLabel('Waar staat het?').fill('/members/1');
  await page.getByLabel('Waarom moeten we ernaar kijken?').selectOption('scam');
  await page.getByLabel('Wat is er mis?').fill('Vraagt iedereen om geld voor een vliegticket.');
  await page.getByLabel('Je e-mailadres').fill(email);
  await page.getByRole('button', { name: 'Melding versturen' }).click();

  await expect(page.getByRole('heading', { name: 'Bedankt, we hebben je melding ontvangen' })).toBeFocused();
  const reference = (await page.getByTestId('complaint-reference').textContent()) ?? '';
  expect(reference).toMatch(/^N-[0-9A-Z]{10}$/);
  expect((await mailedTo(email, '/complaints')).text).toContain(reference);
});
