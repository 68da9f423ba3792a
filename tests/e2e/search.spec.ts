import { expect, findFictionalMember, openProfile, searchApi, test, type Locator, type Page } from './fixtures';

// §2 /members, the search: filters in the URL, the results count, pages, and the profile view.

/** The cards of the search results (the first grid; "similar profiles" may follow below it). */
function resultCards(page: Page): Locator {
  return page.getByRole('region', { name: 'Zoekresultaten' }).getByRole('list').first().getByRole('article');
}

async function ageOf(card: Locator): Promise<number> {
  const text = await card.getByText(/\d+ jaar/).innerText();
  return Number(text.match(/(\d+) jaar/)![1]);
}

test('a member searches women in one province within an age range', async ({ page, member }) => {
  // A new member starts with the gender they look for in their own country (the site's: NL).
  const before = await searchApi(page.request, { gender: 'female', country: 'NL' });
  // Someone to find among them: a woman with her province, and an age range around her.
  const target = before.profiles.find((p) => p.region)!;
  const [minAge, maxAge] = [Math.max(18, target.age - 5), target.age + 5];

  await page.goto('/members');
  await expect(page.getByText(`${before.numResults} leden gevonden`)).toBeVisible();
  await expect(resultCards(page)).toHaveCount(before.profiles.length);
  await expect(page.getByRole('button', { name: member.name })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Zoekfilters' });
  await filters.getByLabel('Ik zoek').selectOption({ label: 'Vrouwen' });
  await filters.getByLabel('Land').selectOption({ label: 'Nederland' });
  await filters.getByLabel('Provincie').selectOption({ label: target.region! });
  await filters.getByLabel('Vanaf leeftijd').selectOption({ label: `${minAge} jaar` });
  await filters.getByLabel('Tot leeftijd').selectOption({ label: `${maxAge} jaar` });
  await filters.getByRole('button', { name: 'Zoeken' }).click();

  await expect(page).toHaveURL(new RegExp(`\\?gender=female&country=NL&region=\\d+&min_age=${minAge}&max_age=${maxAge}$`));
  const region = new URL(page.url()).searchParams.get('region')!;
  const expected = await searchApi(page.request, { gender: 'female', country: 'NL', region, min_age: minAge, max_age: maxAge });
  expect(expected.numResults).toBeGreaterThan(0);
  await expect(page.getByText(new RegExp(`^${expected.numResults} (lid|leden) gevonden$`))).toBeVisible();

  const cards = resultCards(page);
  await expect(cards).toHaveCount(expected.profiles.length);
  await expect(cards.filter({ hasText: target.name }).first()).toBeVisible();
  for (const card of await cards.all()) {
    const age = await ageOf(card);
    expect(age).toBeGreaterThanOrEqual(minAge);
    expect(age).toBeLessThanOrEqual(maxAge);
  }
});

test('a member pages to the second page of results', async ({ page, member }) => {
  await page.goto('/members?gender=female&country=');
  await expect(page.getByRole('button', { name: member.name })).toBeVisible();
  const firstPageNames = await resultCards(page).getByRole('link').allInnerTexts();

  const pages = page.getByRole('navigation', { name: 'Pagina’s met zoekresultaten' });
  await pages.getByRole('link', { name: 'Pagina 2' }).click();

  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pages.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
  const expected = await searchApi(page.request, { gender: 'female', page: 2 });
  await expect(resultCards(page).first()).toContainText(expected.profiles[0].name);
  expect(await resultCards(page).getByRole('link').allInnerTexts()).not.toEqual(firstPageNames);
});

test('a member opens a profile from its card and sees name, age and interests', async ({ page, member }) => {
  await page.goto('/members?gender=female&country=NL');
  await expect(page.getByRole('button', { name: member.name })).toBeVisible();
  // A seeded member: members that other stories signed up have not chosen interests.
  const card = resultCards(page).filter({ hasNotText: 'Tester' }).first();
  const name = await card.getByRole('link').innerText();
  const age = await ageOf(card);

  await card.getByRole('link', { name }).click();

  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name}, ${age} jaar`);
  const interests = page.getByRole('region', { name: 'Interesses' });
  await expect(interests.getByRole('listitem').first()).toBeVisible();
});

test('a fictional profile carries the fictional label and warning', async ({ page, member }) => {
  const fictional = await findFictionalMember(page.request);
  await openProfile(page, fictional.id);
  await expect(page.getByRole('button', { name: member.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(fictional.name);
  await expect(page.getByText('Fictief profiel', { exact: true })).toBeVisible();
  await expect(page.getByText('Dit is een fictief profiel. Fysiek contact met dit profiel is niet mogelijk.')).toBeVisible();
});

test.describe('on a sharp screen', () => {
  test.use({ deviceScaleFactor: 2 });

  test('a member sees the results and a profile in WebP, the tiles at twice their size', async ({ page, member: _member }) => {
    await page.goto('/members?gender=female&country=');
    const tile = resultCards(page)
      .filter({ has: page.locator('picture') })
      .first();
    const name = (await tile.getByRole('link').innerText()).trim();
    const loaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : ''));
    await expect.poll(() => loaded(tile.getByRole('img', { name: `Foto van ${name}` }))).toMatch(/_t2x\.webp$/);

    await tile.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    const main = page.getByRole('img', { name: `Foto 1 van ${name}` });
    await expect.poll(() => loaded(main)).toMatch(/\/[a-f0-9]{32}\.webp$/);
  });
});
