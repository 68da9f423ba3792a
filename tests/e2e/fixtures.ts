import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';

export type { Locator, Page };

export { expect };

const mailDir = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data', 'mail');

export const DEMO = { email: 'demo@example.com', password: 'demo1234' };

/** The bearer token the mail provider's webhook needs, as scripts/e2e-server.mjs configures it. */
export const MAIL_EVENTS_TOKEN = 'e2e-mail-events-token';

/** The two screens of §2's signup presentation: a desktop and a smartphone (below 768 px). */
export const DESKTOP = { viewport: { width: 1280, height: 800 } };
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The photo every upload in the browser suite uses. */
export const PHOTO = path.resolve('tests/fixtures/photo.jpg');

/** A fresh address per test, so tests never depend on each other. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** How long a mail may take: under a full browser suite on two busy cores, a queued job waits its turn. */
const MAIL_DEADLINE_MS = 30_000;

type Mail = { link: string | undefined; text: string; raw: string };

/** The mails the server wrote (as .eml under DATA_DIR/mail) to this address, newest first. */
function mailsTo(email: string): Mail[] {
  // The folder appears with the server's first mail, which may still be on its way.
  const files = (existsSync(mailDir) ? readdirSync(mailDir, { withFileTypes: true }) : [])
    .filter((f) => f.isFile() && f.name.endsWith('.eml'))
    .map((f) => path.join(mailDir, f.name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  const mails: Mail[] = [];
  for (const file of files) {
    const raw = readFileSync(file, 'utf8');
    const text = decodeQuotedPrintable(raw);
    if (!text.includes(`To: ${email}`)) continue;
    // The body's link: notification mails carry a List-Unsubscribe link (with a token) in their headers.
    mails.push({ link: text.slice(text.search(/\r?\n\r?\n/)).match(/https?:\/\/[^\s"<>]+/)?.[0], text, raw });
  }
  return mails;
}

/**
 * The newest mail to this address whose body's first link contains `linkPart`, with that link (mails
 * leave as background jobs, so the one asked for may come a moment later).
 */
export async function mailedTo(email: string, linkPart = 'token='): Promise<{ link: string; text: string; raw: string }> {
  const deadline = Date.now() + MAIL_DEADLINE_MS;
  for (;;) {
    const mails = mailsTo(email);
    const mail = mails.find((m) => m.link?.includes(linkPart));
    if (mail?.link) return { link: mail.link, text: mail.text, raw: mail.raw };
    if (Date.now() > deadline) {
      const subjects = mails.map((m) => m.text.match(/^Subject: (.*)$/m)?.[1] ?? '?');
      throw new Error(`no mail to ${email} with a link containing ${linkPart} in ${mailDir}; mails to it: ${JSON.stringify(subjects)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The link of that mail. */
export async function mailedLink(email: string, linkPart = 'token='): Promise<string> {
  return (await mailedTo(email, linkPart)).link;
}

export type NewMember = { email: string; password: string; name: string };

/** What a visitor types into the account step: a name, a fresh address, a password. */
export function newMember(overrides: Partial<NewMember> = {}): NewMember {
  return { email: uniqueEmail(), password: 'secret123', name: `Tester${randomBytes(2).toString('hex')}`, ...overrides };
}

/**
 * What the site's own pages send with every API mutation. Chromium adds it by itself; Playwright's
 * request context does not, and the API refuses mutations that do not come from the site.
 */
export const FROM_THE_SITE = { 'sec-fetch-site': 'same-origin' };

/** Creates an account through the API (as the signup form does) and leaves the request logged in. */
export async function signUpViaApi(request: APIRequestContext, overrides: Partial<NewMember> = {}): Promise<NewMember> {
  const member = newMember(overrides);
  const res = await request.post('/api/signup.php', {
    headers: FROM_THE_SITE,
    data: { ...member, date_of_birth: '1990-04-12', gender: 'male', looking_for_gender: 'female', terms: true, ignore_email_suggestion: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return member;
}

/** Logs a page's browser context in through the API; the cookie is shared with the page. */
export async function loginViaApi(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post('/api/user.php', { headers: FROM_THE_SITE, data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Two confirmed members: `liked` in the page's browser, `liker` in `request`, who likes `liked` once. */
export async function likedByAnother(page: Page, request: APIRequestContext): Promise<{ liked: NewMember; liker: NewMember; likedId: number }> {
  const liked = await signUpViaApi(page.request, { name: 'Anna' });
  expect((await page.request.get(await mailedLink(liked.email))).ok()).toBe(true);
  const liker = await signUpViaApi(request, { name: 'Bram' });
  expect((await request.get(await mailedLink(liker.email))).ok()).toBe(true);
  const likedId = (await (await page.request.get('/api/user.php')).json()).user.id as number;
  expect((await request.post('/api/like.php', { headers: FROM_THE_SITE, data: { profile: likedId } })).ok()).toBe(true);
  return { liked, liker, likedId };
}

/** The List-Unsubscribe address of a mail as written (decoded text would read "=02…" as an escape). */
export function unsubscribeHeader(raw: string): string | undefined {
  return raw.replace(/\r?\n(?=[ \t])/g, '').match(/^List-Unsubscribe: *<([^>]+)>/m)?.[1];
}

// ---------------------------------------------------------------------------------------------
// Browser stories. Texts are the Dutch ones (§1: locale nl on localhost); elements are found the
// way a person finds them: by role, label and text.

/** Opens the login page and logs in with the form, as a member does. */
export async function login(page: Page, { email, password }: Pick<NewMember, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/**
 * Clicks "Aanmelden" in the top navigation of the landing page. §2: on desktop the signup opens as
 * a modal, on phones as the /signup page; either way the form it returns holds the flow.
 */
export async function openSignup(page: Page): Promise<Locator> {
  if (new URL(page.url()).pathname !== '/') await page.goto('/');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Aanmelden', exact: true }).click();
  const phone = page.viewportSize()!.width < 768;
  if (phone) {
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gratis aanmelden' })).toBeVisible();
    return page.getByRole('main');
  }
  await expect(page.getByRole('dialog', { name: 'Gratis aanmelden' })).toBeVisible();
  // The modal's title follows the phase (account, steps, complete): the dialog itself stays.
  return page.getByRole('dialog');
}

/** The account step: a man looking for women, with name, e-mail, password, birth date and terms. */
export async function fillAccountStep(form: Locator, member: NewMember): Promise<void> {
  await form.getByRole('group', { name: 'Ik ben een' }).getByText('Man', { exact: true }).click();
  await form.getByRole('group', { name: 'Ik zoek' }).getByText('Vrouwen', { exact: true }).click();
  await form.getByLabel('Profielnaam').fill(member.name);
  await form.getByLabel('E-mailadres').fill(member.email);
  await form.getByLabel('Wachtwoord', { exact: true }).fill(member.password);
  await form.getByLabel('Dag').selectOption('12');
  await form.getByLabel('Maand').selectOption('4');
  await form.getByLabel('Jaar').selectOption('1990');
  await form.getByRole('checkbox', { name: /akkoord met de algemene voorwaarden/ }).check();
  await form.getByRole('button', { name: 'Gratis aanmelden' }).click();
}

/** Which step of 0–4 the flow shows ("Stap n van 5"). */
export function stepProgress(form: Locator, n: number): Locator {
  return form.getByRole('progressbar', { name: `Stap ${n} van 5` });
}

/**
 * Steps 0–4 after the account step: a photo (or skip it), Noord-Holland in the Netherlands, a hair
 * colour, a line about oneself with one interest, and no push notifications for now.
 */
export async function completeProfileSteps(form: Locator, { photo }: { photo?: string } = {}): Promise<void> {
  await expect(form.getByRole('heading', { name: 'Voeg een profielfoto toe' })).toBeVisible();
  if (photo) {
    await form.getByLabel('Kies een foto').setInputFiles(photo);
    await expect(form.getByRole('img', { name: 'Voorbeeld van de gekozen foto' })).toBeVisible();
    await form.getByRole('button', { name: 'Uploaden' }).click();
  } else {
    await form.getByRole('button', { name: 'Overslaan' }).click();
  }

  await expect(stepProgress(form, 2)).toBeVisible();
  await expect(form.getByRole('heading', { name: 'Waar woon je?' })).toBeVisible();
  await form.getByLabel('Land').selectOption({ label: 'Nederland' });
  await form.getByLabel('Provincie').selectOption({ label: 'Noord-Holland' });
  await form.getByRole('button', { name: 'Volgende' }).click();

  await expect(stepProgress(form, 3)).toBeVisible();
  await form.getByLabel('Haarkleur').selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Volgende' }).click();

  await expect(stepProgress(form, 4)).toBeVisible();
  await form.getByLabel('Over mij').fill('Ik hou van lange wandelingen en goede gesprekken.');
  await form.getByText('Reizen', { exact: true }).click();
  await expect(form.getByRole('checkbox', { name: 'Reizen' })).toBeChecked();
  await form.getByRole('button', { name: 'Volgende' }).click();

  await expect(stepProgress(form, 5)).toBeVisible();
  await expect(form.getByRole('heading', { name: 'Mis geen berichten' })).toBeVisible();
  // "Nu niet" while the browser may still ask; "Volgende" when it cannot (headless has no prompt).
  await form.getByRole('button', { name: /^(Nu niet|Volgende)$/ }).click();
}

/** A member's profile page, /members/{id}, as the person browsing sees it. */
export async function openProfile(page: Page, id: number): Promise<void> {
  await page.goto(`/members/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

type MemberCard = { id: number; name: string; age: number; region: string | null; is_fictional: boolean };
type SearchAnswer = { numResults: number; perPage: number; profiles: MemberCard[] };

/** GET /api/members.php with the page's cookies: what the search page should show for a query. */
export async function searchApi(request: APIRequestContext, query: Record<string, string | number>): Promise<SearchAnswer> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await request.get(`/api/members.php?${params}`);
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** A member the seed marked fictional, looked up page by page through the search API. */
export async function findFictionalMember(request: APIRequestContext): Promise<MemberCard> {
  for (let page = 1; page <= 20; page++) {
    const { profiles } = await searchApi(request, { page });
    const fictional = profiles.find((p) => p.is_fictional);
    if (fictional) return fictional;
    if (profiles.length === 0) break;
  }
  throw new Error('the seed holds no fictional member');
}

type Fixtures = {
  /**
   * Whether the visitor confirmed the site-entry (18+) popup on an earlier visit. On by default,
   * so a story only meets the popup when it is about it.
   */
  adultConfirmed: boolean;
  /**
   * Whether a new member already closed the time-bonus modal (§4), which otherwise opens over the
   * page after 40 s in the members area. On by default, so only the stories about it meet it.
   */
  timeBonusDismissed: boolean;
  /** A fresh member, signed up through the API and logged in in this page's browser context. */
  member: NewMember;
};

/**
 * True once React has hydrated every control of the page. Until then a click or a keystroke reaches
 * the server-rendered HTML only: a person would not notice, a test typing at machine speed would.
 */
function everyControlHydrated(): boolean {
  const controls = document.querySelectorAll('a[href], button, input, select, textarea');
  return [...controls].every((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')));
}

/** Lets page.goto and page.reload return only when the page answers to clicks and typing. */
function waitForHydrationOnLoad(page: Page): void {
  const { goto, reload } = { goto: page.goto.bind(page), reload: page.reload.bind(page) };
  const settle = async <T>(response: T) => {
    await page.waitForFunction(everyControlHydrated);
    return response;
  };
  page.goto = async (url, options) => settle(await goto(url, options));
  page.reload = async (options) => settle(await reload(options));
}

/**
 * The visitor confirmed the 18+ warning on an earlier visit, as the warning stores it
 * (src/features/site-chrome/components/entry/entry-rules.ts): a cookie the server reads, so the page
 * comes without the warning, and the time in localStorage.
 */
export async function confirmAdult(context: BrowserContext, origin: string): Promise<void> {
  await context.addCookies([{ name: 'site_entry_dismissed_at', value: String(Date.now()), url: origin }]);
  await context.addInitScript(() => {
    if (!localStorage.getItem('site-entry-dismissed-at')) localStorage.setItem('site-entry-dismissed-at', String(Date.now()));
  });
}

/** A public address of its own for each test (198.18.0.0/15, never an internal range). */
function visitorAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `198.${18 + (a % 2)}.${b}.${(c % 250) + 1}`;
}

export const test = base.extend<Fixtures>({
  adultConfirmed: [true, { option: true }],
  timeBonusDismissed: [true, { option: true }],
  // Every test is a visitor from its own address (the e2e server trusts the loopback proxy hop, as
  // behind a load balancer), so the per-address rate limits count per story, not per suite.
  extraHTTPHeaders: async ({}, provide) => {
    await provide({ 'x-forwarded-for': visitorAddress() });
  },
  page: async ({ page, adultConfirmed, timeBonusDismissed, baseURL }, provide) => {
    waitForHydrationOnLoad(page);
    if (adultConfirmed) await confirmAdult(page.context(), baseURL!);
    if (timeBonusDismissed) {
      await page.addInitScript(() => {
        // The key of src/features/discounts/members-area.ts, as closing the modal stores it.
        if (!localStorage.getItem('time-bonus-dismissed-at')) localStorage.setItem('time-bonus-dismissed-at', String(Date.now()));
      });
    }
    await provide(page);
  },
  member: async ({ page }, provide) => {
    await provide(await signUpViaApi(page.request));
  },
});

/**
 * The texts of another locale, read from messages/<locale>.json: translators edit those files while
 * the suite is written, so a story that switches language checks the file rather than a copy of it.
 */
export function messagesOf(locale: string): Record<string, Record<string, string>> {
  return JSON.parse(readFileSync(path.resolve('messages', `${locale}.json`), 'utf8'));
}
