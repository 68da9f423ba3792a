import { PHONE, expect, test } from './fixtures';
import { seriousViolations } from './axe';

// §2 /swipe-game and /match-finder. §9: the swipe game gives 4 likes a day; passes are unlimited.

/** Serious and critical WCAG 2 A/AA findings, as tests/e2e/accessibility.spec.ts counts them. */
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
  await expect(page.getByText('Je hebt je 4 likes voor vandaag gebruikt.')).toBeVisible();
  await expect(page.getByText(/Je kunt weer swipen (vandaag|morgen) om/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Leden zoeken' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Naar je likes' })).toBeVisible();
  // Passing goes on without likes.
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeDisabled();
  const next = await page.getByRole('article').getAttribute('aria-label');
  await page.getByRole('button', { name: 'Overslaan', exact: true }).click();
  await expect(page.getByRole('article', { name: next!, exact: true })).toHaveCount(0);

  // Tomorrow is not today: coming back the same day shows the panel straight away.
  await page.reload();
  await expect(page.getByText('Je hebt je 4 likes voor vandaag gebruikt.')).toBeVisible();
});

test('a member skips a card with the left arrow key, takes it back, and opens it with a tap', async ({ page, member: _member }) => {
  await page.goto('/swipe-game');
  const undo = page.getByRole('button', { name: 'Overslaan ongedaan maken' });
  await expect(undo).toBeDisabled();
  const first = await page.getByRole('article').getAttribute('aria-label');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('article', { name: first!, exact: true })).toHaveCount(0);
  await expect(page.getByRole('article')).toBeVisible();
  await expect(page.getByTestId('likes-left')).toHaveText('Nog 4 likes vandaag');
  await undo.click();
  const card = page.getByRole('article', { name: first!, exact: true });
  await expect(card).toBeVisible();
  await expect(undo).toBeDisabled();
  await card.getByRole('img').click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first!);
});

test('a member likes a suggestion of the match finder, found in the main navigation beside the swipe game', async ({ page, member: _member }) => {
  await page.goto('/members');
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link', { name: 'Swipe game' })).toHaveAttribute('href', '/swipe-game');
  await nav.getByRole('link', { name: 'Match finder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Match finder' })).toBeVisible();
  await expect(page.getByText('Zoekt een man').first()).toBeVisible();
  const tile = page.getByRole('article').first();
  await tile.getByRole('button', { name: 'Like' }).click();
  await expect(tile.getByRole('button', { name: 'Geliket' })).toBeDisabled();
});

test('a visitor who opens the swipe game is sent to the login page, which leads back to it', async ({ page }) => {
  await page.context().clearCookies();
  await page.goto('/swipe-game');
  await expect(page).toHaveURL(/\/login\?next=%2Fswipe-game$/);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the swipe game and the match finder have no serious accessibility problems', async ({ page, member: _member }) => {
    await page.goto('/swipe-game');
    await expect(page.getByRole('article')).toBeVisible();
    expect(await seriousViolations(page), '/swipe-game').toEqual([]);
    await page.goto('/match-finder');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await seriousViolations(page), '/match-finder').toEqual([]);
  });
});
