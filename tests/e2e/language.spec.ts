import { PHONE, expect, messagesOf, test, type Page } from './fixtures';

// §2: a language dropdown shows only when more than one language is visible; §9: visible languages
// follow the visitor's country (NL: nl; BE: nl, fr, de) and the choice is kept in NEXT_LOCALE for
// 365 days; §7: a member's choice is saved on the account.

const YEAR_S = 365 * 24 * 60 * 60;

/** The visitor's chosen country, as the site's country picker stores it (geoip_selected_country). */
async function visitFrom(page: Page, country: string): Promise<void> {
  await page.context().addCookies([{ name: 'country', value: country, domain: 'localhost', path: '/' }]);
}

async function languageCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE');
}

test('a visitor from the Netherlands is offered no other language', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link', { name: 'Inloggen' })).toBeVisible();
  await expect(nav.getByRole('button', { name: /Taal kiezen/ })).toHaveCount(0);
});

test('a visitor from Belgium switches the site to French', async ({ page }) => {
  const fr = messagesOf('fr');
  await visitFrom(page, 'BE');
  await page.goto('/');
  // The top bar, whatever language its label is in.
  const nav = page.getByRole('banner');

  await nav.getByRole('button', { name: /Taal kiezen/ }).click();
  await expect(nav.getByRole('button', { name: 'Deutsch' })).toBeVisible();
  await nav.getByRole('button', { name: 'Français' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(nav.getByRole('link', { name: fr.TopNav.login })).toBeVisible();
  await expect(nav.getByRole('button', { name: fr.TopNav.signup, exact: true })).toBeVisible();

  const cookie = await languageCookie(page);
  expect(cookie?.value).toBe('fr');
  // 365 days from now, give or take the minute the test may take.
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(YEAR_S - 60);
  expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(YEAR_S + 60);

  await page.reload();
  await expect(nav.getByRole('link', { name: fr.TopNav.login })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a visitor from Belgium picks French from the menu', async ({ page }) => {
    const fr = messagesOf('fr');
    await visitFrom(page, 'BE');
    await page.goto('/');

    await page.getByRole('button', { name: 'Menu openen' }).click();
    await page.getByRole('navigation', { name: 'Taal kiezen' }).getByRole('button', { name: 'Français' }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('banner').getByRole('link', { name: fr.TopNav.login })).toBeVisible();
    expect((await languageCookie(page))?.value).toBe('fr');
  });
});

test('a member from Belgium picks German on the language page and it is saved on the account', async ({ page, member }) => {
  const de = messagesOf('de');
  await visitFrom(page, 'BE');
  await page.goto('/lang-config');
  await expect(page.getByRole('heading', { name: 'Kies je taal' })).toBeVisible();

  await page.getByRole('button', { name: 'Deutsch' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: de.LangConfig.title })).toBeVisible();
  await expect(page.getByText(de.LangConfig.saved.replace('{language}', 'Deutsch'))).toBeVisible();
  expect((await languageCookie(page))?.value).toBe('de');

  const me = await (await page.request.get('/api/user.php')).json();
  expect(me.user).toMatchObject({ email: member.email, language: 'de' });
});
