import { DESKTOP, expect, test, type Page } from './fixtures';

// §2 landers: each is the design its name promises, built from public members, with its way to the
// signup; §9 slugs choose the niche; §8 an unknown slug is the 404; §5 the tracking query is taken.

test.use(DESKTOP);

async function signupOpensFrom(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: 'Gratis aanmelden' })).toBeVisible();
}

async function openLander(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('tinderswipe: cards go by drag, key and button, and a like opens the signup', async ({ page }) => {
  await openLander(page, '/landers/tinderswipe');
  const deck = page.getByRole('group', { name: /, \d+$/ });
  const first = await deck.getAttribute('aria-label');
  // A drag to the left passes.
  const box = (await deck.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(deck).not.toHaveAttribute('aria-label', first!);
  // The left arrow on the focused stack passes too.
  const second = await deck.getAttribute('aria-label');
  await deck.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(deck).not.toHaveAttribute('aria-label', second!);
  await signupOpensFrom(page, 'Like');
});

const DESIGNS: { lander: string; element: string; cta: string }[] = [
  { lander: 'collagelanding', element: '[data-design="collage"] li img', cta: 'Leer ze gratis kennen' },
  { lander: 'gallery', element: '[data-design="gallery"] li', cta: 'Bekijk alle leden' },
  { lander: 'iconslanding', element: '[data-design="icons"] li .bi', cta: 'Vind je match' },
  { lander: 'maplanding', element: '[data-design="map"] svg circle', cta: 'Vind singles bij jou in de buurt' },
  { lander: 'socialnetwork', element: '[data-design="feed"] li', cta: 'Word lid van de community' },
  { lander: 'transitionsvideolanding', element: '[data-design="motion"] figure img', cta: 'Begin jouw verhaal' },
  { lander: 'video', element: '[data-design="motion"] figure img', cta: 'Begin gratis met chatten' },
  { lander: 'alonetonight', element: '[data-design="online"] li', cta: 'Vind iemand voor vanavond' },
];

for (const { lander, element, cta } of DESIGNS) {
  test(`${lander}: its design from the members, and the signup from its call to action`, async ({ page }) => {
    await openLander(page, `/landers/${lander}`);
    await expect(page.locator(element).first()).toBeVisible();
    expect(await page.locator(element).count()).toBeGreaterThan(1);
    if (lander === 'gallery') await expect(page.locator(element).first()).toContainText(/, \d+/);
    if (lander === 'maplanding') await expect(page.locator('[data-design="map"] figcaption li').first()).toHaveText(/: \d+ leden?$/);
    if (lander === 'socialnetwork')
      await expect(page.getByText(/heeft een nieuwe foto geplaatst|is lid geworden|heeft het profiel bijgewerkt/).first()).toBeVisible();
    if (lander === 'alonetonight') await expect(page.getByRole('heading', { name: 'Online bij jou in de buurt in Nederland' })).toBeVisible();
    if (lander.includes('video')) await expect(page.getByText('Pauzeren')).toBeVisible();
    await signupOpensFrom(page, cta);
  });
}

test('a niche slug changes the members and the words; an unknown slug is the 404 page', async ({ page }) => {
  await openLander(page, '/landers/gallery');
  const everyone = await page.locator('[data-design="gallery"] li').allTextContents();
  await openLander(page, '/landers/gallery/gay');
  await expect(page.getByText('Mannen die van mannen houden')).toBeVisible();
  expect(await page.locator('[data-design="gallery"] li').allTextContents()).not.toEqual(everyone);
  await openLander(page, '/landers/maplanding/eng');
  await expect(page.getByRole('heading', { level: 1, name: 'Singles on the map, closer than you think' })).toBeVisible();

  for (const path of ['/landers/gallery/anything', '/landers/tinderswipe/gay', '/landers/video/gay/more']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Deze pagina kon niet worden gevonden/);
  }
});

test('the tracking query is taken on a lander, and no lander hands out a private photo', async ({ page, request }) => {
  await page.goto('/landers/video/milf?network=ads&sub1={click}');
  await expect(page).toHaveURL(/\/landers\/video\/milf$/);
  expect(await page.evaluate(() => sessionStorage.getItem('signup-tracking'))).toContain('"network":"ads"');

  for (const lander of ['tinderswipe', ...DESIGNS.map((d) => d.lander)]) {
    const html = await (await request.get(`/landers/${lander}`)).text();
    // The map shows counts, not photos.
    if (lander !== 'maplanding') expect(html).toContain('/api/media/');
    expect(html).not.toMatch(/\/api\/media\/private\/|private-[0-9a-f]{32}/);
  }
});

test.describe('paint first', () => {
  test.use({ adultConfirmed: false });

  test('a lander is painted from its HTML before its scripts run, and a click made before they ran still counts', async ({ context }) => {
    // A page of its own: the fixture's page waits for hydration, and this story is about the time before it.
    const page = await context.newPage();
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const response = await page.goto('/landers/gallery', { waitUntil: 'domcontentloaded' });
    // No script of the page starts before the first paint: the HTML holds placeholders and one bootstrap.
    const html = (await response?.text()) ?? '';
    expect(html).not.toMatch(/<script\b[^>]*\basync\b/i);
    expect(html).toContain('data-deferred-src="/_next/static/chunks/');

    // The server's HTML is the page: the design and the 18+ question show with no script run.
    await expect(page.locator('[data-design="gallery"] li').first()).toBeVisible();
    const gate = page.getByRole('dialog').filter({ hasText: '18 jaar' });
    await gate.getByRole('button', { name: 'Ja, ik ben 18 jaar of ouder' }).click();
    await expect(gate).toBeVisible();

    // Once the scripts are in and the page hydrated, the held click is answered.
    releaseScripts();
    await expect(gate).toHaveCount(0);
    await page.getByRole('button', { name: 'Bekijk alle leden' }).click();
    await expect(page.getByRole('dialog', { name: 'Gratis aanmelden' })).toBeVisible();
    await page.close();
  });
});
