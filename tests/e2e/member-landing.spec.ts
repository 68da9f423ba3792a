import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { chromiumLaunch } from '../../playwright.config';
import { DESKTOP, completeProfileSteps, expect, fillAccountStep, loginViaApi, newMember, signUpViaApi, test } from './fixtures';

// §2 member landings and member signup, the installable app (§2 installed-app mode, §7 service
// worker) and §3's share image.

test.use(DESKTOP);

type Card = { id: number; name: string; age: number; is_fictional: boolean; main_image: { filename: string } | null };

/** A real member of the seed with a public main photo: the one the landings show. */
async function memberWithPhoto(request: APIRequestContext): Promise<Card> {
  const res = await request.get('/api/members.php?page=1');
  expect(res.status(), await res.text()).toBe(200);
  const { profiles } = (await res.json()) as { profiles: Card[] };
  const found = profiles.find((p) => p.main_image && !p.is_fictional);
  if (!found) throw new Error('the seed holds no member with a photo');
  return found;
}

/** A fresh member without a photo: no landing, no share image. */
async function memberWithoutPhoto(request: APIRequestContext): Promise<number> {
  await signUpViaApi(request);
  const id = (await (await request.get('/api/user.php')).json()).user.id as number;
  await request.get('/api/logout.php');
  return id;
}

async function expectNotFound(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(404);
  await expect(page.getByRole('heading', { name: 'Deze pagina kon niet worden gevonden' })).toBeVisible();
}

test('each member landing shows the member in its own design, and its call to action opens signup', async ({ page }) => {
  const member = await memberWithPhoto(page.request);
  const designs = [
    { path: `/members/${member.id}/landing`, design: 'card', cta: `Chat met ${member.name}` },
    { path: `/members/${member.id}/landing2/she`, design: 'split', cta: `Leer ${member.name} kennen` },
    { path: `/members/${member.id}/landing3`, design: 'spotlight', cta: `Stuur ${member.name} een bericht` },
  ];
  for (const { path, design, cta } of designs) {
    await page.goto(path);
    await expect(page.locator(`[data-design="${design}"]`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${member.name}, ${member.age}`);
    await expect(page.getByRole('img', { name: `Foto van ${member.name}` })).toBeVisible();
    // §2 lander layout: the simple bar with a way in, and the footer.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: cta })).toHaveAttribute('href', `/members/${member.id}/signup`);
  }
  await page.getByRole('link', { name: `Stuur ${member.name} een bericht` }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${member.id}/signup$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Gratis aanmelden' })).toBeVisible();
});

test('signing up through a member’s signup link leads to the chat with that member', async ({ page }) => {
  const member = await memberWithPhoto(page.request);
  await page.goto(`/members/${member.id}/signup`);
  const form = page.getByRole('main');
  await fillAccountStep(form, newMember());
  await completeProfileSteps(form);
  await expect(form.getByRole('heading', { name: 'Bevestig je e-mailadres' })).toBeVisible();
  await form.getByRole('link', { name: 'Naar de chat' }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${member.id}/chat$`));
  await expect(page.getByText(member.name).first()).toBeVisible();
});

test('member landings exist only for members shown to strangers, and only with a known slug', async ({ page, request }) => {
  const member = await memberWithPhoto(page.request);
  const withoutPhoto = await memberWithoutPhoto(request);
  for (const path of [
    `/members/${withoutPhoto}/landing`,
    `/members/${withoutPhoto}/landing2`,
    `/members/${withoutPhoto}/signup`,
    `/members/${member.id}/landing2/anything`,
    `/members/${member.id}/landing3/gay/more`,
    '/members/abc/landing',
  ])
    await expectNotFound(page, path);
  expect((await page.request.get(`/api/share-image.php?id=${withoutPhoto}`)).status()).toBe(404);
});

test('a profile shared as a link shows its card, and only for members shown to strangers', async ({ page, request }) => {
  const member = await memberWithPhoto(page.request);
  await page.goto(`/members/${member.id}`);
  const image = page.locator('meta[property="og:image"]');
  await expect(image).toHaveAttribute('content', new RegExp(`/api/share-image\\.php\\?id=${member.id}$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${member.name}, ${member.age}`);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', new RegExp(member.name));
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const card = await page.request.get(`/api/share-image.php?id=${member.id}`);
  expect(card.headers()['content-type']).toBe('image/jpeg');

  const withoutPhoto = await memberWithoutPhoto(request);
  await page.goto(`/members/${withoutPhoto}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('meta[property="og:image"]')).toHaveCount(0);
});

// Installing is refused in incognito, which every Playwright context is: this story runs in a profile of its own.
test('Chromium can install the site as an app, which opens an offline page without a network', async ({ playwright, baseURL }) => {
  const context = await playwright.chromium.launchPersistentContext(mkdtempSync(path.join(os.tmpdir(), 'amora-app-')), { ...chromiumLaunch, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/api/manifest.php');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /\/api\/app-icon\.php\?size=180/);
    // The worker registers once the page is idle, and stores the offline page as it installs. (Polled
    // from here: waitForFunction takes an async predicate's promise itself for a truthy answer.)
    const offlineStored = () => page.evaluate(async () => Boolean(await caches.match('/offline', { cacheName: 'offline-v1' })));
    await expect.poll(offlineStored, { timeout: 20_000 }).toBe(true);
    const cdp = await context.newCDPSession(page);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId)).toEqual([]);

    // Controlled by the worker, a page load without a network gets the offline page. The worker has
    // stored the page while installing; the reload is controlled once it is active as well.
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await context.setOffline(true);
    await page.goto('/members').catch(() => undefined);
    await expect(page.getByRole('heading', { name: 'Je bent offline' })).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Opnieuw proberen' }).click();
    await expect(page).toHaveURL(/\/members$/);
    await expect(page.getByRole('heading', { name: 'Je bent offline' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test.describe('installed-app mode (§2)', () => {
  test.use({ adultConfirmed: false });

  test('no site-entry popup, and a back button on the profile, likes and credits pages when there is history', async ({ page }) => {
    // Four pages of the members' area, each loaded and hydrated.
    test.slow();
    // Chromium's headless app windows report display-mode "browser" and CDP cannot emulate it, so the
    // story is the iOS home-screen app: Safari's navigator.standalone, the other signal the app reads.
    await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Je bezoekt een site voor volwassenen' })).toHaveCount(0);

    const visitor = await signUpViaApi(page.request);
    await loginViaApi(page, visitor.email, visitor.password);
    await page.goto('/members');
    await expect(page.getByRole('button', { name: 'Terug' })).toHaveCount(0);
    for (const path of ['/likes', '/credits', '/profile']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Terug' }), path).toBeVisible();
    }
    await page.getByRole('button', { name: 'Terug' }).click();
    await expect(page).toHaveURL(/\/credits$/);
  });

  test('the same visitor in a browser tab gets the site-entry popup', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Je bezoekt een site voor volwassenen' })).toBeVisible();
  });
});
