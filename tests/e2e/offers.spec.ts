import { expect, test, type Locator, type Page } from './fixtures';
import type { OrderDto, PackagesDto } from '@/shared/types/payments';

// Offers that keep their word: a running time bonus or the deletion flow's retention discount is in
// every package's price on /credits (old and new price) and in the confirm modal with its code, and
// the order is charged the discounted price.

// Each story buys through the simulator's checkout: three page loads more than most stories.
test.slow();

// Leaving for the checkout and coming back are full page loads.
const NAVIGATION = { timeout: 30_000 };

const euro = (cents: number) => new Intl.NumberFormat('nl', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const reduced = (cents: number, percent: number) => Math.round((cents * (100 - percent)) / 100);

async function packagesOf(page: Page): Promise<PackagesDto> {
  return (await page.request.get('/api/packages.php')).json();
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Every package card on /credits shows its old price struck through and the offer's price. */
async function expectOfferOnEveryPackage(page: Page, percent: number): Promise<void> {
  const { packages } = await packagesOf(page);
  const cards = page.getByRole('list', { name: 'Creditpakketten' }).getByRole('article');
  await expect(cards).toHaveCount(packages.length);
  for (const pkg of packages) {
    // The heading writes the credits as Dutch numbers do (1.000).
    const credits = new Intl.NumberFormat('nl').format(pkg.credits).replace('.', '\\.');
    const card = cards.filter({ has: page.getByRole('heading', { name: new RegExp(`^${credits}\\s`) }) });
    await expect(card.getByTestId('old-price')).toHaveText(euro(pkg.price));
    await expect(card.getByTestId('new-price')).toHaveText(euro(reduced(pkg.price, percent)));
  }
}

/** Chooses the first package with iDEAL and returns the confirm modal. */
async function confirmFirstPackage(page: Page): Promise<{ modal: Locator; price: number }> {
  const { packages } = await packagesOf(page);
  const card = page.getByRole('list', { name: 'Creditpakketten' }).getByRole('article').first();
  const credits = Number((await card.getByRole('heading').textContent())!.replace(/\D/g, ''));
  const price = packages.find((p) => p.credits === credits)!.price;
  await card.getByRole('link', { name: 'Kiezen' }).click();
  await expect(page).toHaveURL(/\/credits\/\d+$/);
  await page.getByRole('list', { name: 'Betaalmethodes' }).getByRole('link', { name: 'iDEAL' }).click();
  return { modal: page.getByRole('dialog', { name: 'Bestelling bevestigen' }), price };
}

/** Pays at the simulator and answers the order as the member's own order page reads it. */
async function payAndReadOrder(page: Page): Promise<OrderDto> {
  await expect(page).toHaveURL(/\/api\/payment-simulator\.php\?id=/, NAVIGATION);
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/, NAVIGATION);
  await expect(page.getByRole('heading', { name: 'Bestelling voltooid' })).toBeVisible(NAVIGATION);
  const id = new URL(page.url()).pathname.split('/').pop();
  return (await (await page.request.get(`/api/order.php?id=${id}`)).json()).order;
}

async function expectCodeInModal(modal: Locator, code: string, percent: number, price: number): Promise<void> {
  await expect(modal.getByLabel('Kortingscode (optioneel)')).toHaveValue(code);
  await expect(modal.getByText(`Korting (${code}, ${percent}%)`)).toBeVisible();
  await expect(modal.getByTestId('confirm-price')).toHaveText(euro(price));
  await expect(modal.getByTestId('confirm-new-price')).toHaveText(euro(reduced(price, percent)));
  await expect(modal.getByRole('button', { name: `Betalen ${euro(reduced(price, percent))}` })).toBeEnabled();
}

test('a new member sees the time bonus in every price and in the confirm modal, and pays the lower price', async ({ page, member: _ }) => {
  await page.goto('/credits');
  await expect(page.getByRole('status').filter({ hasText: '25% korting met code TIMEBONUS25' })).toBeVisible();
  await expectOfferOnEveryPackage(page, 25);
  await shoot(page, 'offers-credits-time-bonus');

  const { modal, price } = await confirmFirstPackage(page);
  await expectCodeInModal(modal, 'TIMEBONUS25', 25, price);
  await shoot(page, 'offers-confirm-time-bonus');
  await modal.getByRole('button', { name: `Betalen ${euro(reduced(price, 25))}` }).click();
  const order = await payAndReadOrder(page);
  expect(order).toMatchObject({ status: 'paid', amount: reduced(price, 25), discount_code: 'TIMEBONUS25' });
});

test('a member who takes the retention discount on leaving sees it on /credits and pays half', async ({ page, member: _ }) => {
  await page.goto('/notifications');
  const section = page.getByRole('region', { name: 'Account verwijderen' });
  await section.getByLabel('Het is te duur').check();
  await section.getByRole('button', { name: 'Volgende' }).click();
  await expect(section.getByText('Blijf en krijg 50% korting op je volgende credits.')).toBeVisible();
  await section.getByRole('button', { name: 'Naar de credits' }).click();

  await expect(page).toHaveURL(/\/credits$/);
  await expect(page.getByRole('status').filter({ hasText: '50% korting met code STAY50' })).toBeVisible();
  await expectOfferOnEveryPackage(page, 50);
  await shoot(page, 'offers-credits-retention');

  const { modal, price } = await confirmFirstPackage(page);
  await expectCodeInModal(modal, 'STAY50', 50, price);
  await modal.getByRole('button', { name: `Betalen ${euro(reduced(price, 50))}` }).click();
  const order = await payAndReadOrder(page);
  expect(order).toMatchObject({ status: 'paid', amount: reduced(price, 50), discount_code: 'STAY50' });
});

test('a typed code too big for the package says its minimum before anything is paid', async ({ page, member: _ }) => {
  await page.goto('/credits');
  const { modal } = await confirmFirstPackage(page);
  await modal.getByLabel('Kortingscode (optioneel)').fill('LOVE10');
  await modal.getByRole('button', { name: 'Toepassen' }).click();
  await expect(modal.getByText(`Dit pakket is te klein voor deze code (minimaal ${euro(1_500)}).`).first()).toBeVisible();
  await expect(page).toHaveURL(/\/credits\/\d+\/ideal$/);
  await shoot(page, 'offers-confirm-minimum');
});
