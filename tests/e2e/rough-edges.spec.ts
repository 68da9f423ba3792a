import AxeBuilder from '@axe-core/playwright';
import {
  DEMO,
  DESKTOP,
  FROM_THE_SITE,
  PHONE,
  completeProfileSteps,
  expect,
  fillAccountStep,
  loginViaApi,
  mailedLink,
  newMember,
  openSignup,
  searchApi,
  signUpViaApi,
  stepProgress,
  test,
  type Locator,
  type Page,
} from './fixtures';
import { settled } from './axe';

// Rough edges found by using the member site: the login's way back, activation links opened twice,
// pages that must name no one, a query that said its piece once, the signup's step counter, a search
// page past the end, the age filter's message, hydration, requests bound to fail, and contrast.

test.describe('a members-only page sends a visitor to the login and back', () => {
  test('every members-only page names itself as the login’s next page', async ({ page }) => {
    const pages = ['/profile', '/swipe-game', '/match-finder', '/chats', '/chats/12', '/likes/given', '/credits/7/ideal', '/notifications'];
    for (const path of pages) {
      await page.goto(path);
      await expect(page, path).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
    }
  });

  test('after logging in the member lands on the page they opened', async ({ page, request }) => {
    const member = await signUpViaApi(request);
    await page.goto('/likes/given');
    await expect(page).toHaveURL('/login?next=%2Flikes%2Fgiven');
    await page.getByLabel('E-mailadres').fill(member.email);
    await page.getByLabel('Wachtwoord').fill(member.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL('/likes/given');
    await expect(page.getByRole('heading', { level: 1, name: 'Likes' })).toBeVisible();
  });

  test('a next that leads off the site is ignored (no open redirect)', async ({ page, request }) => {
    const member = await signUpViaApi(request);
    for (const next of ['https://evil.example/login', '//evil.example', '/\\evil.example']) {
      await page.context().clearCookies();
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await page.getByLabel('E-mailadres').fill(member.email);
      await page.getByLabel('Wachtwoord').fill(member.password);
      await page.getByRole('button', { name: 'Inloggen' }).click();
      await expect(page, next).toHaveURL('/members');
      // Logged in already, the login page sends on at once: still never off the site.
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await expect(page, next).toHaveURL('/members');
    }
  });
});

test('an activation link opened again says the address is confirmed already, and names no one', async ({ page, browser }) => {
  const member = await signUpViaApi(page.request, { name: 'Roosje' });
  const link = await mailedLink(member.email);
  await page.goto(link);
  await expect(page).toHaveURL('/activate/done');
  await expect(page.getByRole('heading', { level: 1, name: 'Je e-mailadres is bevestigd' })).toBeVisible();

  // The same link later, on another device: not 'Activeren mislukt'.
  const stranger = await browser.newPage();
  await stranger.goto(link);
  await expect(stranger).toHaveURL('/activate/done?already=1');
  await expect(stranger.getByRole('heading', { level: 1, name: 'Je e-mailadres is al bevestigd' })).toBeVisible();
  await expect(stranger.getByText('Deze link is al eerder gebruikt. Je hoeft niets meer te doen.')).toBeVisible();
  await expect(stranger.getByRole('main').getByRole('link', { name: 'Inloggen' })).toBeVisible();
  await expectNothingPersonal(stranger, member);
  await stranger.close();
});

/** Neither the page nor its HTML (the data the browser receives with it) holds the member's name or address. */
async function expectNothingPersonal(page: Page, member: { name: string; email: string }) {
  const html = await page.content();
  expect(html).not.toContain(member.email);
  expect(html).not.toContain(member.name);
  await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible();
}

test('/activate/done and /account-deleted show a stranger nothing of the member', async ({ page, browser }) => {
  const member = await signUpViaApi(page.request, { name: 'Hendrika' });
  await page.goto(await mailedLink(member.email));
  await expect(page).toHaveURL('/activate/done');
  const deleted = await page.request.post('/api/delete-account.php', { headers: FROM_THE_SITE, data: { reason: 'time', password: member.password } });
  expect(deleted.status(), await deleted.text()).toBe(200);

  const stranger = await browser.newPage();
  for (const path of ['/activate/done', '/activate/done?already=1', '/account-deleted']) {
    await stranger.goto(path);
    await expect(stranger.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNothingPersonal(stranger, member);
  }
  await stranger.close();
});

test.describe('the signup steps on desktop', () => {
  test.use(DESKTOP);

  test('count to five on every step, lose the signup query, and /complete-signup then leads to the members', async ({ page }) => {
    const form = await openSignup(page);
    await fillAccountStep(form, newMember());
    await expect(stepProgress(form, 1)).toBeVisible();
    // Each step says "Stap n van 5" (the helper checks steps 2 to 5): the total never changes.
    await completeProfileSteps(form);
    await expect(form.getByRole('progressbar')).toHaveCount(0);

    await form.getByRole('link', { name: 'Naar de leden' }).click();
    // §4 api_signup_complete was read and left the address bar: a reload does not say it again.
    await expect(page).toHaveURL('/members');

    // The photo was skipped and push not answered, yet the member finished the steps.
    await page.goto('/complete-signup');
    await expect(page).toHaveURL('/members');
    await expect(page.getByRole('heading', { level: 1, name: 'Leden zoeken' })).toBeVisible();
  });

  test('/complete-signup numbers the steps it still needs by their place among the five', async ({ page, member: _ }) => {
    const regions = await (await page.request.get('/api/regions.php?country=NL')).json();
    const located = await page.request.put('/api/profile.php', { headers: FROM_THE_SITE, data: { country: 'NL', region_id: regions.regions[0].id } });
    expect(located.status(), await located.text()).toBe(200);

    await page.goto('/complete-signup');
    const steps = page.getByRole('main');
    await expect(steps.getByRole('heading', { name: 'Voeg een profielfoto toe' })).toBeVisible();
    await expect(stepProgress(steps, 1)).toBeVisible();
    await steps.getByRole('button', { name: 'Overslaan' }).click();
    // The location is known: the personal step is the third of five, not "Stap 2 van 4".
    await expect(stepProgress(steps, 3)).toBeVisible();
    await expect(steps.getByRole('progressbar', { name: /van 4$/ })).toHaveCount(0);
  });
});

test('a search page past the last one shows no count and leads to the last page', async ({ page, member: _ }) => {
  await page.goto('/members?page=400');
  const results = page.getByRole('region', { name: 'Zoekresultaten' });
  await expect(results.getByRole('heading', { name: 'Geen leden op deze pagina' })).toBeVisible();
  const endsAt = results.getByText(/^De zoekresultaten lopen tot pagina \d+\.$/);
  const lastPage = Number((await endsAt.textContent())!.replace(/\D/g, ''));
  expect(lastPage).toBeLessThan(400);
  await expect(page.getByText(/leden gevonden/)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Pagina’s met zoekresultaten' })).toHaveCount(0);

  await results.getByRole('link', { name: 'Naar de laatste pagina' }).click();
  await expect(results.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/leden gevonden$/)).toBeVisible();
  if (lastPage > 1) {
    await expect(page).toHaveURL(new RegExp(`[?&]page=${lastPage}(&|$)`));
    await expect(page.getByRole('link', { name: `Pagina ${lastPage}` })).toHaveAttribute('aria-current', 'page');
  } else {
    await expect(page).not.toHaveURL(/[?&]page=/);
  }
});

type Box = { x: number; y: number; width: number; height: number };

/** Where a control sits within the filter form (so a scroll of the page does not count as a move). */
async function boxIn(filters: Locator, control: Locator): Promise<Box> {
  const [form, box] = await Promise.all([filters.boundingBox(), control.boundingBox()]);
  return { ...box!, x: box!.x - form!.x, y: box!.y - form!.y };
}

/** Where each control of the filter row sits, by its label. */
async function filterRow(filters: Locator): Promise<Record<'gender' | 'country' | 'minAge' | 'maxAge' | 'search', Box>> {
  const [gender, country, minAge, maxAge, search] = await Promise.all(
    [
      filters.getByLabel('Ik zoek'),
      filters.getByLabel('Land'),
      filters.getByLabel('Vanaf leeftijd'),
      filters.getByLabel('Tot leeftijd'),
      filters.getByRole('button', { name: 'Zoeken', exact: true }),
    ].map((control) => boxIn(filters, control)),
  );
  return { gender, country, minAge, maxAge, search };
}

for (const { name, device } of [
  { name: 'desktop', device: DESKTOP },
  { name: 'phone', device: PHONE },
]) {
  test.describe(`the age filter on a ${name}`, () => {
    test.use(device);

    test('keeps its row in line when it refuses a range the wrong way round', async ({ page, member: _ }) => {
      await page.goto('/members');
      if (name === 'phone') await page.getByRole('button', { name: 'Filters' }).click();
      const filters = page.getByRole('form', { name: 'Zoekfilters' });
      await filters.getByLabel('Vanaf leeftijd').selectOption('40');
      await filters.getByLabel('Tot leeftijd').selectOption('30');
      const before = await filterRow(filters);
      await filters.getByRole('button', { name: 'Zoeken', exact: true }).click();

      const message = filters.getByRole('alert');
      await expect(message).toHaveText('De maximale leeftijd moet hoger zijn dan de minimale leeftijd.');
      await expect(filters.getByLabel('Tot leeftijd')).toHaveAttribute('aria-invalid', 'true');
      const after = await filterRow(filters);
      const { minAge, maxAge, gender, country } = after;
      // No field moved; the message sits under the ages, before the narrowing filters and the button.
      for (const field of ['gender', 'country', 'minAge', 'maxAge'] as const) expect(after[field], field).toEqual(before[field]);
      const messageBox = await boxIn(filters, message);
      expect(messageBox.y).toBeGreaterThanOrEqual(maxAge.y + maxAge.height);
      if (name === 'desktop') for (const control of [gender, country, minAge]) expect(control.y).toBe(maxAge.y);
      expect(messageBox.y + messageBox.height).toBeLessThanOrEqual(after.search.y);
    });
  });
}

/** Console errors and uncaught errors (React reports a hydration mismatch as one of them). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the payment method page with its confirm modal hydrates without an error', async ({ page, member: _ }) => {
  const { packages, methods } = await (await page.request.get('/api/packages.php')).json();
  const method = (methods as string[]).find((m) => m !== 'sdd')!;
  const errors = collectErrors(page);
  await page.goto(`/credits/${packages[0].id}/${method}`);
  await expect(page.getByRole('dialog', { name: 'Bestelling bevestigen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Kies een betaalmethode' })).toBeVisible();
  expect(errors).toEqual([]);
});

/** Opens each page and waits until it has settled; returns every answer of 400 or more, with its page. */
async function failedRequestsOn(page: Page, pages: string[]): Promise<string[]> {
  const failed: string[] = [];
  let current = '';
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${current}: ${response.status()} ${response.url()}`);
  });
  for (const path of pages) {
    current = path;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  return failed;
}

async function mainMemberPages(page: Page): Promise<string[]> {
  const [someone] = (await searchApi(page.request, { page: 1 })).profiles;
  const { packages } = await (await page.request.get('/api/packages.php')).json();
  return [
    '/members',
    `/members/${someone.id}`,
    '/likes',
    '/chats',
    '/credits',
    `/credits/${packages[0].id}/creditcard`,
    '/premium',
    '/profile',
    '/notifications',
    '/swipe-game',
    '/match-finder',
    '/transactions',
  ];
}

test.describe('no page asks for what is bound to fail', () => {
  test('for a member long past the time bonus and the welcome discount', async ({ page }) => {
    // The demo account signed up long ago and never paid: most members look like it.
    await loginViaApi(page, DEMO.email, DEMO.password);
    expect(await failedRequestsOn(page, await mainMemberPages(page))).toEqual([]);
  });

  test('for a member who just signed up', async ({ page, member: _ }) => {
    expect(await failedRequestsOn(page, await mainMemberPages(page))).toEqual([]);
  });

  test('for a visitor', async ({ page }) => {
    expect(await failedRequestsOn(page, ['/', '/login', '/members', '/pricing', '/faq', '/activate/done', '/account-deleted'])).toEqual([]);
  });
});

test('the intro offer’s ribbon on the credits page has enough contrast', async ({ page, member: _ }) => {
  await page.goto('/credits');
  const ribbon = page.getByText('Introductieaanbieding', { exact: true });
  await expect(ribbon).toBeVisible();
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).include('main').withRules(['color-contrast']).analyze();
  expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
});
