import { expect, test } from './fixtures';

// §2 /notifications: the account menu's "Instellingen" leads there; a switch the member turns off
// stays off; a visitor is sent to the login first.

test('a member turns the news mails off from the settings, and they stay off', async ({ page, member }) => {
  await page.goto('/members');
  await page.getByRole('button', { name: member.name }).click();
  await page.getByRole('link', { name: 'Instellingen', exact: true }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();

  const news = page.getByLabel('Nieuws', { exact: true });
  await expect(news).toBeChecked();
  await news.uncheck();
  await expect(page.getByRole('status')).toHaveText('Opgeslagen.');

  await page.reload();
  await expect(page.getByLabel('Nieuws', { exact: true })).not.toBeChecked();
  await expect(page.getByLabel('Nieuwe berichten', { exact: true })).toBeChecked();
});

test('a visitor opening the settings logs in first', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/login\?next=%2Fnotifications$/);
});
