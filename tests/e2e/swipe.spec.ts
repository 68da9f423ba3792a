import { expect, test } from './fixtures';

// §2 /swipe-game and /match-finder. §9: the swipe game gives 4 likes a day; passes are unlimited.

test('a member likes 4 cards, and the 5th like is refused with the limit message', async ({ page, member: _member }) => {
  await page.goto('/swipe-game');
  await expect(page.getByRole('heading', { level: 1, name: 'Swipe game' })).toBeVisible();
  const likesLeft = page.getByTestId('likes-left');
  await expect(likesLeft).toHaveText('Nog 4 likes vandaag');
  const left = ['Nog 3 likes vandaag', 'Nog 2 likes vandaag', 'Nog 1 like vandaag', 'Geen likes meer vandaag'];
  for (const text of left) {
    const name = await page.getByRole('article').getAttribute('aria-label');
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(likesLeft).toHaveText(text);
    await expect(page.getByRole('article', { name: name!, exact: true })).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByText('Je hebt je 4 likes voor vandaag gebruikt. Morgen kun je weer swipen.')).toBeVisible();
  await expect(page.getByText(/Je kunt weer swipen vanaf/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Leden zoeken' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Naar je likes' })).toBeVisible();

  // Tomorrow is not today: coming back the same day shows the panel straight away.
  await page.reload();
  await expect(page.getByText('Je hebt je 4 likes voor vandaag gebruikt. Morgen kun je weer swipen.')).toBeVisible();
});

test('a member skips a card with the left arrow key', async ({ page, member: _member }) => {
  await page.goto('/swipe-game');
  const first = await page.getByRole('article').getAttribute('aria-label');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('article', { name: first!, exact: true })).toHaveCount(0);
  await expect(page.getByRole('article')).toBeVisible();
  await expect(page.getByTestId('likes-left')).toHaveText('Nog 4 likes vandaag');
});

test('a member likes a suggestion of the match finder, found from the account menu', async ({ page, member }) => {
  await page.goto('/members');
  await page.getByRole('button', { name: member.name }).click();
  await page.getByRole('link', { name: 'Match finder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Match finder' })).toBeVisible();
  await expect(page.getByText('Zoekt een man').first()).toBeVisible();
  const tile = page.getByRole('article').first();
  await tile.getByRole('button', { name: 'Like' }).click();
  await expect(tile.getByRole('button', { name: 'Geliked' })).toBeDisabled();
});

test('a visitor who opens the swipe game is sent to the login page', async ({ page }) => {
  await page.context().clearCookies();
  await page.goto('/swipe-game');
  await expect(page).toHaveURL(/\/login$/);
});
