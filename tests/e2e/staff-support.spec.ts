import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { e2eStaff, nextCode, staffLoggedIn } from './staff-login';

// The support desk: a member who bought credits has the site open; a support agent finds them on
// /staff/members and changes their credits with a reason, confirming with a code when asked. The
// member's credits badge (§2: shown to a paid member at 10 credits or fewer) follows each change
// without a reload: it appears when the balance is taken to 0 and goes again after +25.

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });

/** The intro package paid with iDEAL at the simulator: the member is premium, with the credits shown. */
async function buyIntroPackage(page: Page): Promise<number> {
  await page.goto('/credits');
  const card = page.getByRole('list', { name: 'Creditpakketten' }).getByRole('article').first();
  const credits = Number((await card.getByRole('heading').textContent())!.replace(/\D/g, ''));
  await card.getByRole('link', { name: 'Kiezen' }).click();
  await page.getByRole('list', { name: 'Betaalmethodes' }).getByRole('link', { name: 'iDEAL' }).click();
  await page
    .getByRole('dialog', { name: 'Bestelling bevestigen' })
    .getByRole('button', { name: /^Betalen/ })
    .click();
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByText(`Je nieuwe saldo: ${credits} credits`)).toBeVisible();
  return credits;
}

/** The adjust form with a reason, confirmed; the step-up's code is given when the desk asks for it. */
async function adjust(staff: Page, pane: Locator, delta: number, reason: string, balance: number, secret: string) {
  await pane.getByLabel('Wijziging (bijv. 10 of -5)').fill(String(delta));
  await pane.getByLabel('Reden (wordt vastgelegd)').fill(reason);
  await pane.getByRole('button', { name: 'Aanpassen' }).click();
  await staff.getByRole('dialog', { name: 'Credits aanpassen' }).getByRole('button', { name: 'Bevestigen' }).click();
  const done = pane.getByText(`Gelukt. Het saldo is nu ${balance}.`);
  const stepUp = staff.getByRole('dialog', { name: 'Bevestig dat jij het bent' });
  await expect(done.or(stepUp)).toBeVisible();
  if (await stepUp.isVisible()) {
    await stepUp.getByLabel('Code uit je authenticator-app').fill(await nextCode(secret));
    await stepUp.getByRole('button', { name: 'Bevestigen' }).click();
  }
  await expect(done).toBeVisible();
}

test('a support adjustment shows at once on the member’s credits badge', async ({ page, member, browser, baseURL }) => {
  const bought = await buyIntroPackage(page);
  await page.goto('/credits');
  await expect(page.getByText(`Je saldo: ${bought} credits`)).toBeVisible();
  const creditsLink = mainNav(page).getByRole('link', { name: /^Credits/ });
  await expect(creditsLink).toHaveAccessibleName('Credits');

  const login = e2eStaff('support');
  const staff = await staffLoggedIn(browser, baseURL, login, '/staff/members');
  await staff.getByLabel('Lid zoeken').fill(member.email);
  await staff.getByRole('button', { name: 'Zoeken' }).click();
  await staff.getByRole('table', { name: 'Gevonden leden' }).getByRole('button', { name: member.email }).click();
  const pane = staff.getByRole('region', { name: member.email });
  await expect(pane.getByRole('heading', { name: `Credits: ${bought}` })).toBeVisible();

  await adjust(staff, pane, -bought, 'Pakket dubbel geboekt', 0, login.secret);
  await expect(creditsLink).toHaveAccessibleName('Credits Saldo: 0 credits');
  await expect(page.getByText('Je saldo: 0 credits')).toBeVisible();

  await adjust(staff, pane, 25, 'Goedmaker na storing', 25, login.secret);
  await expect(creditsLink).toHaveAccessibleName('Credits');
  await expect(page.getByText('Je saldo: 25 credits')).toBeVisible();
  await expect(pane.getByRole('heading', { name: 'Credits: 25' })).toBeVisible();
  await staff.context().close();
});
