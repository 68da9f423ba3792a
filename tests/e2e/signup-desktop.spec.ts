import { DESKTOP, PHOTO, completeProfileSteps, expect, fillAccountStep, mailedLink, newMember, openSignup, stepProgress, test } from './fixtures';

// §2 signup presentation on desktop: a modal over the page, steps 0–4, then the e-mail confirmation.

test.use({ ...DESKTOP, adultConfirmed: false });

test('a visitor signs up in the modal, completes the profile and confirms the e-mail address', async ({ page }) => {
  const visitor = newMember();

  await page.goto('/');
  await page.getByRole('button', { name: 'Ik ben 18+, ga verder' }).click();
  const modal = await openSignup(page);
  await fillAccountStep(modal, visitor);

  // §4: while the profile steps run, the modal stays open.
  await expect(stepProgress(modal, 1)).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Maak je profiel compleet' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Sluiten' })).toHaveCount(0);

  await completeProfileSteps(modal, { photo: PHOTO });

  await expect(modal.getByRole('heading', { name: 'Bevestig je e-mailadres' })).toBeVisible();
  await expect(modal).toContainText(`We hebben een e-mail gestuurd naar ${visitor.email}`);

  await modal.getByRole('link', { name: 'Naar de leden' }).click();
  await expect(page).toHaveURL(/\/members/);
  const reminder = page.getByRole('heading', { name: 'Bevestig je e-mailadres' });
  await expect(reminder).toBeVisible();
  // The photo of step 0 is the main photo: no reminder to add one.
  await expect(page.getByRole('heading', { name: 'Voeg een profielfoto toe' })).toHaveCount(0);

  await page.goto(await mailedLink(visitor.email));
  await expect(page).toHaveURL(/\/activate\/done$/);
  await expect(page.getByRole('heading', { name: 'Je e-mailadres is bevestigd' })).toBeVisible();

  await page.getByRole('link', { name: 'Naar de leden' }).click();
  await expect(page.getByRole('heading', { name: 'Leden zoeken' })).toBeVisible();
  await expect(reminder).toHaveCount(0);
});
