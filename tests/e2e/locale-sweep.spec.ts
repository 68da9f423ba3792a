import type { BrowserContext } from '@playwright/test';
import { expect, findFictionalMember, messagesOf, signUpViaApi, test, type Page } from './fixtures';
import { SWEPT_LOCALES, axeProblems, languageProblems } from './locale-page-check';

// Every language right on every surface: in each of the 11 languages (chosen with the language
// cookie NEXT_LOCALE, §9), the landing page, login, sign-up and a 404 for a visitor, then the search, a profile
// and the own profile for a member, show no text of another language, no raw message key and no
// unformatted ICU text, and stay free of serious accessibility findings. One story per language, all
// with the same member.

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;
let session: Cookies;

// One member for all eleven stories: signed up once, its session cookie handed to each story.
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await signUpViaApi(request);
  session = (await request.storageState()).cookies;
  await request.dispose();
});

/** Opens a page, waits for what shows it is complete, and collects what is wrong with it. */
async function sweep(page: Page, locale: string, path: string, ready: (page: Page) => Promise<void>): Promise<string[]> {
  await page.goto(path);
  await ready(page);
  return [...(await languageProblems(page, locale, path)), ...(await axeProblems(page, path))];
}

const heading = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

for (const locale of SWEPT_LOCALES) {
  test(`every page speaks ${locale} and nothing else`, async ({ page, context }) => {
    const texts = messagesOf(locale);
    await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, domain: 'localhost', path: '/' }]);
    const problems: string[] = [];

    for (const path of ['/', '/login', '/signup', '/no-such-page']) problems.push(...(await sweep(page, locale, path, heading)));

    await context.addCookies(session);
    const other = await findFictionalMember(page.request);
    problems.push(
      ...(await sweep(page, locale, '/members', async () => {
        await expect(page.getByRole('region', { name: texts.MembersPage.resultsHeading }).getByRole('article').first()).toBeVisible();
      })),
      ...(await sweep(page, locale, `/members/${other.id}`, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toContainText(other.name);
      })),
      ...(await sweep(page, locale, '/profile', async () => {
        await expect(page.getByRole('heading', { level: 1, name: texts.ProfilePage.title })).toBeVisible();
      })),
    );

    expect(problems).toEqual([]);
  });
}
