import { PHONE, completeProfileSteps, expect, fillAccountStep, mailedLink, newMember, openSignup, test } from './fixtures';

// §2 signup presentation on a smartphone: the /signup page instead of a modal.

test.use(PHONE);

test('a visitor on a phone signs up on the signup page and confirms the e-mail address', async ({ page }) => {
  const visitor = newMember();

  const form = await openSignup(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await fillAccountStep(form, visitor);
  await completeProfileSteps(form);

  await expect(form.getByRole('heading', { name: 'Bevestig je e-mailadres' })).toBeVisible();
  await expect(form).toContainText(`We hebben een e-mail gestuurd naar ${visitor.email}`);

  // §4: right after signup a phone shows the unconfirmed-account reminder as a modal.
  await form.getByRole('link', { name: 'Naar de leden' }).click();
  const reminder = page.getByRole('dialog', { name: 'Bevestig je e-mailadres' });
  await expect(reminder).toBeVisible();
  // The query that said so leaves the address bar: a reload or a shared link does not say it again.
  await expect(page).toHaveURL(/\/members$/);
  await reminder.getByRole('button', { name: 'Begrepen' }).click();
  await expect(reminder).toHaveCount(0);
  // The photo step was skipped: the profile-photo alert asks for one.
  await expect(page.getByRole('heading', { name: 'Voeg een profielfoto toe' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Bevestig je e-mailadres' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(await mailedLink(visitor.email));
  await expect(page).toHaveURL(/\/activate\/done$/);
  await expect(page.getByRole('heading', { name: 'Je e-mailadres is bevestigd' })).toBeVisible();
});
