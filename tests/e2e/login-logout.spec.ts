import { DEMO, PHONE, expect, login, signUpViaApi, test } from './fixtures';

// §2: after login the member goes to members, after logout to the root path; logged-in members
// opening signup go to members. §8: a wrong password gives 'Login mislukt, probeer opnieuw'.

test('the demo member logs in, lands on the search and logs out again', async ({ page }) => {
  await login(page, DEMO);
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('heading', { name: 'Leden zoeken' })).toBeVisible();

  await page.getByRole('button', { name: 'Demo' }).click();
  await page.getByRole('button', { name: 'Uitloggen' }).click();

  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link', { name: 'Inloggen' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Demo' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a member logs out from the menu', async ({ page, member }) => {
    await page.goto('/members');
    await page.getByRole('button', { name: 'Menu openen' }).click();
    const menu = page.getByRole('dialog', { name: 'Amora' });
    await expect(menu.getByRole('navigation', { name: 'Mijn account' })).toContainText(member.name);
    await menu.getByRole('button', { name: 'Uitloggen' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();
  });
});

test('a wrong password is refused with the Dutch message', async ({ page, request }) => {
  const member = await signUpViaApi(request);
  await login(page, { email: member.email, password: 'not-my-password' });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Login mislukt, probeer opnieuw');
  await expect(page).toHaveURL(/\/login$/);
});

test('a logged-in member who opens the signup page goes to the members', async ({ page, member }) => {
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('button', { name: member.name })).toBeVisible();
});
