import { expect, test } from './fixtures';

// §2/§8 error page: the status code and the message; for 404 a link back to the home page.

test('an unknown address shows the not-found page with a way back home', async ({ page }) => {
  const response = await page.goto('/deze-pagina-bestaat-niet');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Deze pagina kon niet worden gevonden/);

  await page.getByRole('link', { name: 'Terug naar de startpagina' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a member who does not exist is a 404 too', async ({ page }) => {
  const response = await page.goto('/members/999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Deze pagina kon niet worden gevonden/);
  await expect(page.getByRole('link', { name: 'Terug naar de startpagina' })).toBeVisible();
});
