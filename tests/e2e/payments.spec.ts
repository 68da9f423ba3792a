import { expect, openProfile, searchApi, test, type Page } from './fixtures';

// §2 buying credits: packages, the method picker, the confirm modal, the simulator's hosted checkout
// and the order result pages; §6 premium from the first purchase, then messages cost credits.

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });

/** /credits → a package → iDEAL → confirm: the payer lands on the simulator's checkout page. */
async function checkoutWithIdeal(page: Page): Promise<number> {
  await page.goto('/credits');
  const card = page.getByRole('list', { name: 'Creditpakketten' }).getByRole('article').first();
  await expect(card).toContainText('Introductieaanbieding');
  const credits = Number((await card.getByRole('heading').textContent())!.replace(/\D/g, ''));
  await card.getByRole('link', { name: 'Kiezen' }).click();
  await expect(page).toHaveURL(/\/credits\/\d+$/);
  await page.getByRole('list', { name: 'Betaalmethodes' }).getByRole('link', { name: 'iDEAL' }).click();
  const modal = page.getByRole('dialog', { name: 'Bestelling bevestigen' });
  await expect(modal).toContainText('iDEAL');
  await modal.getByRole('button', { name: /^Betalen/ }).click();
  // The simulator's hosted checkout, where the payer decides how the payment ends.
  await expect(page).toHaveURL(/\/api\/payment-simulator\.php\?id=/);
  await expect(page.getByRole('button', { name: 'Betaald' })).toBeVisible();
  return credits;
}

async function credits(page: Page): Promise<number> {
  const res = await page.request.get('/api/user.php', { headers: { 'x-request-type': 'client' } });
  return (await res.json()).user.credits;
}

test('a new member buys credits with iDEAL, becomes premium and pays for a message with them', async ({ page, member: _ }) => {
  await page.goto('/members');
  await expect(mainNav(page).getByRole('link', { name: 'Premium' })).toBeVisible();

  const bought = await checkoutWithIdeal(page);
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Bestelling voltooid' })).toBeVisible();
  await expect(page.getByText(`${bought} credits zijn aan je saldo toegevoegd.`)).toBeVisible();
  await expect(page.getByText(`Je nieuwe saldo: ${bought} credits`)).toBeVisible();
  // §2: a paid member has the Credits link where the Premium link was.
  await expect(mainNav(page).getByRole('link', { name: /^Credits/ })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Premium' })).toHaveCount(0);

  const { settings } = await (await page.request.get('/api/settings.php')).json();
  const other = (await searchApi(page.request, { page: 1 })).profiles[0];
  await openProfile(page, other.id);
  await page.getByRole('link', { name: 'Bericht', exact: true }).click();
  const composer = page.getByRole('textbox', { name: `Bericht aan ${other.name}` });
  await composer.fill('Hoi! Zin in een kop koffie deze week?');
  await composer.press('Enter');
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  await expect(page.getByRole('list', { name: 'Berichten' }).getByText('Hoi! Zin in een kop koffie deze week?')).toBeVisible();
  await expect.poll(() => credits(page)).toBe(bought - settings.message_credits);

  await page.goto('/transactions');
  const ledger = page.getByRole('region', { name: 'Credits in en uit' });
  await expect(ledger.getByRole('row').nth(1)).toContainText('Bericht verstuurd');
  await expect(ledger.getByRole('row').nth(1)).toContainText(`-${settings.message_credits}`);
  await expect(ledger.getByRole('row').nth(2)).toContainText('Credits gekocht');
});

test('a failed payment shows the failed page with a way to try again', async ({ page, member: _ }) => {
  await checkoutWithIdeal(page);
  await page.getByRole('button', { name: 'Mislukt' }).click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Betaling mislukt' })).toBeVisible();
  await expect(page.getByText('De betaling is mislukt of geannuleeerd.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Opnieuw proberen' })).toHaveAttribute('href', /\/credits\/\d+\/ideal$/);
  await expect(mainNav(page).getByRole('link', { name: 'Premium' })).toBeVisible();
});
