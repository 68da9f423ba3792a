import { PHONE, expect, messagesOf, searchApi, test, type Locator, type Page } from './fixtures';

// A phone of 390 px in the long languages: the top bar of a site with a long name (Amora Men) stays
// one row, and the fictional label on a search tile stays clear of the like heart. The menu behind
// the menu button is a dialog while open: it holds the keyboard and the page behind stays put. A
// profile's "more" menu opens within the screen.

test.use(PHONE);

const LONG_LOCALES = ['fr', 'de', 'fi', 'pl', 'en'] as const;

/** The same server under another host name: browsers resolve *.localhost to this machine. */
function urlOn(host: string, pathname: string): string {
  const url = new URL(pathname, test.info().project.use.baseURL);
  url.hostname = host;
  return url.toString();
}

async function speak(page: Page, host: string, locale: string): Promise<void> {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, domain: host, path: '/' }]);
}

/** The first page of unfiltered search results that holds one of the site's own (fictional) profiles. */
async function firstPageWithFictional(page: Page): Promise<number> {
  for (let number = 1; number <= 20; number++) {
    const { profiles } = await searchApi(page.request, { page: number });
    if (profiles.some((profile) => profile.is_fictional)) return number;
  }
  throw new Error('no fictional profile in the first 20 pages');
}

async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
}

for (const locale of LONG_LOCALES) {
  test(`the Amora Men top bar is one row on a phone in ${locale}`, async ({ page }) => {
    const nav = messagesOf(locale).TopNav;
    await speak(page, 'gay.localhost', locale);
    await page.goto(urlOn('gay.localhost', '/'));
    const bar = page.getByRole('navigation', { name: nav.mainNav });
    const brand = await box(bar.getByRole('link', { name: 'Amora Men' }));
    await expect(bar.getByRole('link', { name: nav.login })).toBeVisible();
    await expect(bar.getByRole('button', { name: nav.signup })).toBeVisible();
    // Every control the bar shows (the menu button only where the site offers more languages).
    for (const part of await bar.getByRole('link').or(bar.getByRole('button')).all()) {
      const b = await box(part);
      // On the brand's row, and inside the screen.
      expect(b.y + b.height / 2).toBeGreaterThan(brand.y);
      expect(b.y + b.height / 2).toBeLessThan(brand.y + brand.height);
      expect(b.x + b.width).toBeLessThanOrEqual(390);
    }
    await page.screenshot({ path: `test-results/screens/gay-top-bar-${locale}-390.png` });
  });

  test(`the fictional label on a search tile keeps clear of the heart on a phone in ${locale}`, async ({ page, member }) => {
    expect(member.email).toContain('@');
    const texts = messagesOf(locale);
    await speak(page, 'localhost', locale);
    // Without the member's default filters (gender=&country=), as the search API is asked.
    await page.goto(`/members?gender=&country=&page=${await firstPageWithFictional(page)}`);
    const results = page.getByRole('region', { name: texts.MembersPage.resultsHeading });
    const tile = results.getByRole('article').filter({ hasText: texts.Fictional.singular }).first();
    const label = await box(tile.getByText(texts.Fictional.singular));
    const heart = await box(tile.getByRole('button'));
    expect(label.x + label.width).toBeLessThanOrEqual(heart.x);
    await tile.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/member-tile-${locale}-390.png` });
  });
}

test('the phone menu holds the keyboard, keeps the page still and gives the focus back on Escape', async ({ page, member }) => {
  expect(member.email).toContain('@');
  await page.goto('/members');
  const toggle = page.getByRole('button', { name: 'Menu openen' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  const menu = page.getByRole('dialog', { name: 'Amora' });
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  // More presses than the menu has controls, both ways: the focus never reaches the page behind.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < 15; press++) {
      await page.keyboard.press(key);
      expect(await menu.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
    }
  }

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
});

test('a link in the phone menu goes to its page and closes the menu', async ({ page, member }) => {
  expect(member.email).toContain('@');
  await page.goto('/members');
  await page.getByRole('button', { name: 'Menu openen' }).click();
  const menu = page.getByRole('dialog', { name: 'Amora' });
  await menu.getByRole('link', { name: 'Swipe game' }).click();

  await expect(page).toHaveURL(/\/swipe-game$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu openen' })).toHaveAttribute('aria-expanded', 'false');
});

test('the menu of a profile opens within the screen on a phone', async ({ page, member }) => {
  expect(member.email).toContain('@');
  await page.goto('/members');
  await page.getByRole('region', { name: 'Zoekresultaten' }).getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/members\/\d+$/);

  await page.getByRole('button', { name: 'Meer opties' }).click();
  for (const name of ['Melden', 'Blokkeren']) {
    const item = await box(page.getByRole('button', { name }));
    expect(item.x).toBeGreaterThanOrEqual(0);
    expect(item.x + item.width).toBeLessThanOrEqual(390);
  }
});
