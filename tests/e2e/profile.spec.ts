import { readFileSync } from 'node:fs';
import { FROM_THE_SITE, PHOTO, expect, test, type Page } from './fixtures';

// §2 /profile: the member's own fields and photos. §6: a free member may upload 3 photos.

/** Chooses the test photo in the add tile and uploads it from the preview. */
async function uploadPhoto(page: Page): Promise<void> {
  await page.getByLabel('Kies een foto').setInputFiles(PHOTO);
  await expect(page.getByRole('img', { name: 'Voorbeeld van de gekozen foto' })).toBeVisible();
  await page.getByRole('button', { name: 'Uploaden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Je foto is geüpload.' })).toBeVisible();
}

test('a member rewrites the about text and hair colour, and both are kept', async ({ page, member }) => {
  const about = `Ik ben ${member.name} en ik fiets graag langs de zee.`;
  await page.goto('/profile');
  await expect(page.getByLabel('Profielnaam')).toHaveValue(member.name);
  await page.getByLabel('Vertel over jezelf').fill(about);
  await page.getByLabel('Haarkleur').selectOption({ label: 'Blond' });
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Je profiel is opgeslagen.' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Vertel over jezelf')).toHaveValue(about);
  await expect(page.getByLabel('Haarkleur').locator('option:checked')).toHaveText('Blond');
});

test('a member uploads a first photo, which becomes the main photo', async ({ page, member }) => {
  await page.goto('/members');
  const photoAlert = page.getByRole('heading', { name: 'Voeg een profielfoto toe' });
  await expect(photoAlert).toBeVisible();
  await page.getByRole('link', { name: 'Foto toevoegen' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Profielnaam')).toHaveValue(member.name);

  await uploadPhoto(page);
  await expect(page.getByRole('img', { name: 'Jouw foto 1' })).toBeVisible();
  await expect(page.getByText('Hoofdfoto', { exact: true })).toBeVisible();
  await expect(page.getByText("1 van 3 foto's")).toBeVisible();

  await page.goto('/members');
  await expect(page.getByRole('heading', { name: 'Leden zoeken' })).toBeVisible();
  await expect(photoAlert).toHaveCount(0);
});

test('a free member reaches the photo limit after three photos', async ({ page, member }) => {
  const photo = { name: 'me.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PHOTO) };
  for (let i = 0; i < 2; i++) {
    expect((await page.request.post('/api/photos.php', { headers: FROM_THE_SITE, multipart: { photo } })).status()).toBe(201);
  }
  await page.goto('/profile');
  await expect(page.getByLabel('Profielnaam')).toHaveValue(member.name);
  await expect(page.getByText("2 van 3 foto's")).toBeVisible();

  await uploadPhoto(page);
  await expect(page.getByText("3 van 3 foto's")).toBeVisible();
  await expect(page.getByText('Foto-limiet bereikt')).toBeVisible();
  await expect(page.getByLabel('Kies een foto')).toHaveCount(0);

  // A fourth photo sent anyway is refused with the same words.
  const fourth = await page.request.post('/api/photos.php', { headers: FROM_THE_SITE, multipart: { photo } });
  expect(fourth.status()).toBe(409);
  expect((await fourth.json()).message).toBe('Foto-limiet bereikt');
});
