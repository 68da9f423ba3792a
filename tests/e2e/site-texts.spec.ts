import { expect, messagesOf, test, type Page } from './fixtures';

// A site's landing title and description come in the visitor's language, on both demo sites
// (localhost: Amora, Dutch; gay.localhost: Amora Men, English), in the page, in <title>, in the meta
// description and in the Open Graph tags a shared link shows; the 404 page is titled in that language.

type Landing = { headline: string; title: string; description: string; ogLocale: string };

const SITES: { host: string; name: string; landings: Record<string, Landing> }[] = [
  {
    host: 'localhost',
    name: 'Amora',
    landings: {
      en: {
        headline: 'Dating and chat with singles near you',
        title: 'Amora – dating and chat with singles near you',
        description: 'Create a free profile, find members in your area and start a conversation today.',
        ogLocale: 'en_GB',
      },
      de: {
        headline: 'Dating und Chat mit Singles in deiner Nähe',
        title: 'Amora – Dating und Chat mit Singles in deiner Nähe',
        description: 'Erstelle kostenlos ein Profil, finde Mitglieder in deiner Region und beginne noch heute ein Gespräch.',
        ogLocale: 'de_DE',
      },
      fr: {
        headline: 'Rencontres et chat avec des célibataires près de chez toi',
        title: 'Amora – rencontres et chat avec des célibataires près de chez toi',
        description: 'Crée gratuitement ton profil, trouve des membres dans ta région et lance une conversation dès aujourd’hui.',
        ogLocale: 'fr_FR',
      },
    },
  },
  {
    host: 'gay.localhost',
    name: 'Amora Men',
    landings: {
      en: {
        headline: 'Gay dating and chat',
        title: 'Amora Men – gay dating and chat',
        description: 'Meet men near you: create a free profile, search by region and start chatting today.',
        ogLocale: 'en_GB',
      },
      de: {
        headline: 'Gay-Dating und Chat',
        title: 'Amora Men – Gay-Dating und Chat',
        description: 'Triff Männer in deiner Nähe: Erstelle kostenlos ein Profil, suche nach Region und chatte noch heute los.',
        ogLocale: 'de_DE',
      },
      fr: {
        headline: 'Rencontres gay et chat',
        title: 'Amora Men – rencontres gay et chat',
        description: 'Rencontre des hommes près de chez toi : crée gratuitement ton profil, cherche par région et commence à discuter dès aujourd’hui.',
        ogLocale: 'fr_FR',
      },
    },
  },
];

/** The same server under another host name: browsers resolve *.localhost to this machine. */
function urlOn(host: string, pathname: string): string {
  const url = new URL(pathname, test.info().project.use.baseURL);
  url.hostname = host;
  return url.toString();
}

/** The language a visitor picked earlier, as the language menu stores it. */
async function speak(page: Page, host: string, locale: string): Promise<void> {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, domain: host, path: '/' }]);
}

const meta = (page: Page, selector: string) => page.locator(`head meta[${selector}]`);

for (const site of SITES) {
  for (const [locale, landing] of Object.entries(site.landings)) {
    test(`${site.name} greets a visitor in ${locale}`, async ({ page }) => {
      await speak(page, site.host, locale);
      await page.goto(urlOn(site.host, '/'));

      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.headline);
      await expect(page.getByText(landing.description, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(landing.title);
      await expect(meta(page, 'name="description"')).toHaveAttribute('content', landing.description);
      await expect(meta(page, 'property="og:title"')).toHaveAttribute('content', landing.title);
      await expect(meta(page, 'property="og:description"')).toHaveAttribute('content', landing.description);
      await expect(meta(page, 'property="og:locale"')).toHaveAttribute('content', landing.ogLocale);
      await expect(meta(page, 'property="og:site_name"')).toHaveAttribute('content', site.name);
    });

    test(`${site.name} titles its 404 page in ${locale}`, async ({ page }) => {
      await speak(page, site.host, locale);
      // One segment meets the info pages' route, which answers 404 itself; two meet no route at all.
      for (const pathname of ['/no-such-page', '/no/such/page']) {
        const response = await page.goto(urlOn(site.host, pathname));
        expect(response?.status()).toBe(404);
        await expect(page).toHaveTitle(`${messagesOf(locale).ErrorPage.notFound} · ${site.name}`);
      }
    });
  }
}

test('a visitor in the Netherlands who chose Swedish finds it on the language page', async ({ page }) => {
  const sv = messagesOf('sv');
  await speak(page, 'localhost', 'sv');
  await page.goto('/lang-config');

  await expect(page.getByRole('heading', { name: sv.LangConfig.title })).toBeVisible();
  const choices = page.getByRole('group', { name: sv.LangConfig.title });
  await expect(choices.getByRole('button')).toHaveText(['Nederlands', 'Svenska']);
  await expect(choices.getByRole('button', { name: 'Svenska' })).toHaveAttribute('aria-pressed', 'true');

  // The top bar offers the same two.
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(sv.TopNav.chooseLanguage) })
    .click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Nederlands', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Svenska', exact: true })).toBeVisible();
});

test('a member who saved Finnish finds it on the language page while browsing in Dutch', async ({ page, member }) => {
  const saved = await page.request.put('/api/user.php', { headers: { 'sec-fetch-site': 'same-origin' }, data: { language: 'fi' } });
  expect(saved.status()).toBe(200);
  // Back to Dutch on this device only: the account still says Finnish.
  await speak(page, 'localhost', 'nl');
  await page.goto('/lang-config');

  await expect(page.getByRole('heading', { name: 'Kies je taal' })).toBeVisible();
  const choices = page.getByRole('group', { name: 'Kies je taal' });
  await expect(choices.getByRole('button')).toHaveText(['Nederlands', 'Suomi']);

  await choices.getByRole('button', { name: 'Suomi' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  const me = await (await page.request.get('/api/user.php')).json();
  expect(me.user).toMatchObject({ email: member.email, language: 'fi' });
});
