import type { APIRequestContext } from '@playwright/test';
import { FROM_THE_SITE, expect, mailedLink, signUpViaApi, test, type Page } from './fixtures';
import { seriousViolations } from './axe';

// §2 likes: the like button on a profile, the full-screen match modal, the likes page with its tabs,
// the new-likes badge, and /likes/m/{id} clearing a like's "new" marker (§4).

async function idOf(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/user.php');
  expect(res.status()).toBe(200);
  return (await res.json()).user.id;
}

/** Follows the activation mail, so the member's profile is shown to others. */
async function activate(request: APIRequestContext, email: string): Promise<void> {
  expect((await request.get(await mailedLink(email))).ok()).toBe(true);
}

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
  await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
}

test('two members like each other: both see the match, the liked one finds it on the likes page', async ({ page, member, request }) => {
  const anna = await signUpViaApi(request, { name: 'Anna' });
  await activate(request, anna.email);
  await activate(page.request, member.email);
  const annaId = await idOf(request);
  const memberId = await idOf(page.request);

  const liked = await request.post('/api/like.php', { headers: FROM_THE_SITE, data: { profile: memberId } });
  expect(await liked.json()).toEqual({ match: false });

  await page.goto(`/members/${annaId}`);
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByText('1 nieuwe like').first()).toBeAttached();
  await page.getByRole('button', { name: 'Like', exact: true }).click();

  const modal = page.getByRole('dialog', { name: 'Het is een match!' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Jij en Anna vinden elkaar leuk.')).toBeVisible();
  await shoot(page, 'match-modal', 1280);
  expect(await seriousViolations(page, { include: '.modal' })).toEqual([]);
  await expect(modal.getByText('Klik ergens om te sluiten')).toBeVisible();
  // The match leads straight to the conversation.
  await modal.getByRole('button', { name: 'Stuur een bericht' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/members/${annaId}/chat$`));
  await expect(page.getByRole('textbox', { name: 'Bericht aan Anna' })).toBeVisible();
  await page.goto(`/members/${annaId}`);
  await expect(page.getByRole('button', { name: 'Geliket' })).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'profile-liked', 1280);

  await page.goto('/likes');
  await expect(page.getByRole('heading', { level: 1, name: 'Likes' })).toBeVisible();
  const tile = page.getByRole('listitem').filter({ hasText: 'Anna' });
  await expect(tile.getByText('Nieuw')).toBeVisible();
  await shoot(page, 'likes', 1280);
  await shoot(page, 'likes', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: 'Matches' }).click();
  await expect(page).toHaveURL(/\/likes\/matches$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Anna' })).toBeVisible();

  await page.getByRole('link', { name: 'Ontvangen' }).click();
  await page.getByRole('link', { name: 'Anna' }).click();
  await expect(page).toHaveURL(new RegExp(`/likes/m/${annaId}$`));
  await expect(page.getByRole('heading', { level: 1, name: /Anna/ })).toBeVisible();
  await expect(nav.getByText('1 nieuwe like')).toHaveCount(0);
  // A profile opened from the likes leads back to them, not to the search.
  await expect(page.getByRole('link', { name: 'Terug naar zoeken' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Terug naar je likes' }).click();
  await expect(page).toHaveURL(/\/likes$/);
  await page.goto('/likes/received');
  await expect(page.getByRole('listitem').filter({ hasText: 'Anna' })).toBeVisible();
  await expect(page.getByText('Nieuw', { exact: true })).toHaveCount(0);
});

test('the given tab lists a like from a search tile; a wrong tab is the 404 page', async ({ page, member }) => {
  await activate(page.request, member.email);
  await page.goto('/likes/given');
  await expect(page.getByText('Je hebt nog niemand een like gegeven')).toBeVisible();

  await page.goto('/members');
  const heart = page.getByRole('button', { name: /^Geef .+ een like$/ }).first();
  const label = (await heart.getAttribute('aria-label'))!;
  const name = label.replace(/^Geef (.+) een like$/, '$1');
  await heart.click();
  await expect(page.getByRole('button', { name: `Like voor ${name} intrekken` }).first()).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'search-hearts', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/likes/given');
  await expect(page.getByRole('listitem').filter({ hasText: name }).first()).toBeVisible();

  const res = await page.goto('/likes/sent');
  expect(res?.status()).toBe(404);
});

test('a visitor who taps like is asked to log in', async ({ page }) => {
  await page.goto('/members');
  await page
    .getByRole('button', { name: /^Geef .+ een like$/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByText('Je moet ingelogd zijn om een like te geven')).toBeVisible();
});

test('a landing link with t shows a new like after that many seconds and leaves the address', async ({ page, member }) => {
  await activate(page.request, member.email);
  await page.goto('/members?t=1&page=1');
  const modal = page.getByRole('dialog', { name: /vindt je leuk!$/ });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/\/members\?page=1$/);
  await shoot(page, 'new-like-modal', 390);
  await modal.getByRole('button', { name: 'Bekijk profiel' }).click();
  // §4: choosing it opens the member's profile at members-id, and the like is no longer new.
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByText(/nieuwe like/)).toHaveCount(0);
});
