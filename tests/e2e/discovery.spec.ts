import { PHONE, expect, searchApi, test, type Locator, type Page } from './fixtures';
import { INTEREST_SEED } from '../../src/server/db/seed/data/interests';
import { seriousViolations } from './axe';

// Finding people: the ages a profile looks for in the swipe game, the search's narrowing filters and
// distance (decision 034), the swipe game and match finder in the phone menu, and the profile editor's
// save bar on a phone.

/** Serious and critical WCAG 2 A/AA findings, as tests/e2e/accessibility.spec.ts counts them. */
/** The cards of the search results (the first grid; near matches may follow below it). */
function resultCards(page: Page): Locator {
  return page.getByRole('region', { name: 'Zoekresultaten' }).getByRole('list').first().getByRole('article');
}

/** Amsterdam, where the browser says the member is. */
const AMSTERDAM = { latitude: 52.37, longitude: 4.9 };

/** Shares the browser's position from the profile editor ("Gebruik mijn locatie") and saves. */
async function shareLocation(page: Page): Promise<void> {
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation(AMSTERDAM);
  await page.goto('/profile');
  const location = page.getByRole('region', { name: 'Locatie' });
  await expect(location.getByText('Deel je locatie om te zien hoe ver andere leden weg zijn.')).toBeVisible();
  await location.getByRole('button', { name: 'Gebruik mijn locatie' }).click();
  await expect(location.getByRole('status')).toHaveText('Je land en regio zijn ingevuld.');
  await expect(location.getByText(/Je locatie is gedeeld\./)).toBeVisible();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Je profiel is opgeslagen.' })).toBeVisible();
}

test('the swipe game shows only members of the ages the profile looks for', async ({ page, member: _member }) => {
  await page.goto('/swipe-game');
  await expect(page.getByTestId('swipe-ages')).toHaveText(/Je ziet leden van alle leeftijden\./);
  await page.getByTestId('swipe-ages').getByRole('link', { name: 'Kies in je profiel welke leeftijden je zoekt' }).click();

  await expect(page).toHaveURL(/\/profile#profile-basics$/);
  await page.getByLabel('Leeftijd vanaf').selectOption({ label: '25 jaar' });
  await page.getByLabel('Leeftijd tot en met').selectOption({ label: '35 jaar' });
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Je profiel is opgeslagen.' })).toBeVisible();

  await page.goto('/swipe-game');
  await expect(page.getByTestId('swipe-ages')).toHaveText('Je ziet leden van 25 tot 35 jaar. Wijzigen');
  // A few cards in a row, passed one by one: every one within the ages.
  for (let i = 0; i < 4; i++) {
    const card = page.getByRole('article');
    const name = await card.getAttribute('aria-label');
    const age = Number((await card.getByText(/\d+ jaar/).innerText()).match(/(\d+) jaar/)![1]);
    expect(age, name!).toBeGreaterThanOrEqual(25);
    expect(age, name!).toBeLessThanOrEqual(35);
    await page.getByRole('button', { name: 'Overslaan', exact: true }).click();
    await expect(page.getByRole('article', { name: name!, exact: true })).toHaveCount(0);
  }
  expect(await seriousViolations(page), '/swipe-game').toEqual([]);
});

test('a member who shared their location searches within a distance, nearest first, and a reload keeps it', async ({ page, member: _member }) => {
  await page.goto('/members');
  const filters = page.getByRole('form', { name: 'Zoekfilters' });
  // Without a shared position there is no distance, only the way to share one.
  await expect(filters.getByLabel('Afstand')).toHaveCount(0);
  await expect(filters.getByRole('link', { name: 'Deel je locatie' })).toHaveAttribute('href', '/profile#profile-location');

  await shareLocation(page);
  await page.goto('/members');
  await filters.getByLabel('Afstand').selectOption({ label: 'Binnen 100 km' });
  await filters.getByLabel('Sorteren op').selectOption({ label: 'Dichtstbij' });
  await filters.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/[?&]distance=100&sort=distance$/);

  const query = Object.fromEntries(new URL(page.url()).searchParams);
  const expected = await searchApi(page.request, query);
  expect(expected.numResults).toBeGreaterThan(0);
  const cards = resultCards(page);
  await expect(cards).toHaveCount(expected.profiles.length);
  const kms: number[] = [];
  for (const card of await cards.all()) kms.push(Number((await card.getByText(/\d+ km/).innerText()).match(/(\d+) km/)![1]));
  expect(kms.every((km) => km <= 100)).toBe(true);
  expect([...kms].sort((a, b) => a - b)).toEqual(kms);

  await page.reload();
  await expect(filters.getByLabel('Afstand').locator('option:checked')).toHaveText('Binnen 100 km');
  await expect(filters.getByLabel('Sorteren op').locator('option:checked')).toHaveText('Dichtstbij');
  await expect(cards).toHaveCount(expected.profiles.length);
  expect(await seriousViolations(page), '/members by distance').toEqual([]);
});

/** Matches an element whose whole text is `text` (an interest's chip, not one whose name only contains it). */
const wholeText = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

// Sexual interests are special-category data: only members who consented to it are found by them.
const PLAIN_INTERESTS = new Set(INTEREST_SEED.filter((interest) => !interest.sensitive).map((interest) => interest.slug));

/** The name of an everyday interest that members with a photo share, as the search API finds for this member (demo data varies). */
async function interestWithPhotoMatches(page: Page): Promise<string> {
  const { interests } = (await (await page.request.get('/api/interests.php')).json()) as { interests: { id: number; slug: string; name: string }[] };
  for (const interest of interests.filter(({ slug }) => PLAIN_INTERESTS.has(slug))) {
    const res = await page.request.get(`/api/members.php?photo=1&interests=${interest.id}`);
    if (res.ok() && ((await res.json()) as { numResults: number }).numResults > 0) return interest.name;
  }
  throw new Error('no interest is shared by members with a photo');
}

test('a member narrows the search to members with a photo who share an interest, chosen by its icon', async ({ page, member: _member }) => {
  const interest = await interestWithPhotoMatches(page);
  await page.goto('/members');
  const filters = page.getByRole('form', { name: 'Zoekfilters' });
  await filters.getByRole('button', { name: 'Kies interesses' }).click();
  const chosen = filters.getByRole('group', { name: 'Interesses' }).locator('label', { hasText: wholeText(interest) });
  await expect(chosen.locator('i.bi')).toHaveCount(1);
  await chosen.click();
  await expect(filters.getByRole('button', { name: '1 interesse gekozen' })).toBeVisible();
  await filters.getByText('Met foto', { exact: true }).click();
  await filters.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/[?&]photo=1&interests=\d+$/);

  const expected = await searchApi(page.request, Object.fromEntries(new URL(page.url()).searchParams));
  expect(expected.numResults).toBeGreaterThan(0);
  await expect(page.getByText(new RegExp(`^${expected.numResults} (lid|leden) gevonden$`))).toBeVisible();
  await expect(resultCards(page)).toHaveCount(expected.profiles.length);
  expect(await seriousViolations(page), '/members with interests').toEqual([]);

  await page.reload();
  await expect(filters.getByRole('switch', { name: 'Met foto' })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: interest, exact: true })).toBeChecked();
  await filters.getByRole('switch', { name: 'Nu online' }).check();
  await filters.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/[?&]online=1&photo=1&interests=\d+$/);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the swipe game and the match finder are in the menu', async ({ page, member: _member }) => {
    await page.goto('/members');
    await page.getByRole('button', { name: 'Menu openen' }).click();
    const menu = page.getByRole('dialog', { name: 'Amora' });
    await expect(menu.getByRole('link', { name: 'Swipe game' })).toHaveAttribute('href', '/swipe-game');
    await menu.getByRole('link', { name: 'Match finder' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Match finder' })).toBeVisible();
  });

  test('the profile editor’s save bar never covers the field in use, nor the last one', async ({ page, member: _member }) => {
    await page.goto('/profile');
    await expect(page.getByLabel('Profielnaam')).toBeVisible();
    const bar = page.getByRole('button', { name: 'Opslaan' }).locator('..');
    /** The field's box ends above the floating save bar (which covers whatever lies below its top). */
    const clearOfBar = async (field: Locator) => {
      const [box, barBox] = [await field.boundingBox(), await bar.boundingBox()];
      return box !== null && barBox !== null && box.y + box.height <= barBox.y;
    };
    /** Scrolls the page so the field lies wholly in view but behind the bar, just above the screen's edge. */
    const putUnderBar = (field: Locator) =>
      field.evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().bottom + window.scrollY - window.innerHeight + 20, behavior: 'instant' }));
    const fields = [
      page.getByLabel('Lengte (cm)'),
      page.getByRole('combobox', { name: 'Tatoeages' }),
      // Tall: its first line shows above the bar, which a browser takes as "in view".
      page.getByLabel('Vertel over jezelf'),
    ];
    for (const field of fields) {
      await putUnderBar(field);
      expect(await clearOfBar(field)).toBe(false);
      await field.focus();
      await expect.poll(() => clearOfBar(field)).toBe(true);
    }
    // An interest chip tapped at the bottom of the screen, beside the bar, comes up above it too.
    const chip = page.getByRole('group', { name: 'Interesses' }).locator('label', { hasText: 'Barbecue' });
    await putUnderBar(chip);
    await chip.click();
    await expect(page.getByRole('checkbox', { name: 'Barbecue' })).toBeChecked();
    await expect.poll(() => clearOfBar(chip)).toBe(true);
    // At the end of the form the last field (the last interest) sits wholly above the bar.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const lastInterest = page.getByRole('group', { name: 'Interesses' }).locator('label').last();
    await expect.poll(() => clearOfBar(lastInterest)).toBe(true);
    expect(await seriousViolations(page), '/profile on a phone').toEqual([]);
  });
});
