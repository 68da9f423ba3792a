import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser } from '@playwright/test';
import { FROM_THE_SITE, MAIL_EVENTS_TOKEN, confirmAdult, expect, login, mailedLink, newMember, test, uniqueEmail, type NewMember, type Page } from './fixtures';

// §2 /notifications and the account's life: password, e-mail address, deletion and its 14 days of
// regret (§3, §4), mail stopped by the provider (§4 disabled-notifications alert) and invisible mode.

/** Signs up a member of this gender through the API (as the signup form does) and clicks the activation link. */
async function confirmedMember(request: APIRequestContext, gender: 'male' | 'female' = 'male'): Promise<NewMember & { id: number }> {
  const member = newMember();
  const looking = gender === 'male' ? 'female' : 'male';
  const res = await request.post('/api/signup.php', {
    headers: FROM_THE_SITE,
    data: { ...member, date_of_birth: '1990-04-12', gender, looking_for_gender: looking, terms: true, ignore_email_suggestion: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  expect((await request.get(await mailedLink(member.email))).ok()).toBe(true);
  const { user } = await (await request.get('/api/user.php', { headers: { 'x-request-type': 'client' } })).json();
  return { ...member, id: user.id };
}

/** Another person on a browser of their own (their own address too, for the per-address limits). */
async function anotherBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.9` } });
  await confirmAdult(context, baseURL!);
  await context.addInitScript(() => localStorage.setItem('time-bonus-dismissed-at', String(Date.now())));
  return { context, page: await context.newPage() };
}

async function logOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name }).click();
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/$/);
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

test('a member changes the password: wrong and unequal ones are refused, other devices are logged out', async ({ page, member, browser, baseURL }) => {
  const laptop = await anotherBrowser(browser, baseURL);
  await login(laptop.page, member);
  await expect(laptop.page).toHaveURL(/\/members$/);

  await page.goto('/notifications');
  const form = card(page, 'Wachtwoord wijzigen');
  const save = form.getByRole('button', { name: 'Wachtwoord opslaan' });
  await form.getByLabel('Huidig wachtwoord').fill('not-my-password');
  await form.getByLabel('Nieuw wachtwoord', { exact: true }).fill('nieuw-geheim-42');
  await form.getByLabel('Herhaal nieuw wachtwoord').fill('nieuw-geheim-42');
  await save.click();
  await expect(form.getByText('Controleer je oude wachtwoord.')).toBeVisible();

  await form.getByLabel('Huidig wachtwoord').fill(member.password);
  await form.getByLabel('Herhaal nieuw wachtwoord').fill('nieuw-geheim-43');
  await save.click();
  await expect(form.getByText('De opgegeven wachtwoorden zijn niet gelijk.')).toBeVisible();

  await form.getByLabel('Herhaal nieuw wachtwoord').fill('nieuw-geheim-42');
  await save.click();
  await expect(form.getByText('Je wachtwoord is gewijzigd. Op je andere apparaten ben je uitgelogd.')).toBeVisible();
  await expect(form.getByLabel('Huidig wachtwoord')).toHaveValue('');

  // The laptop's session ended with the change: its next page asks for a login. (A new tab: the open
  // one may notice the ended session by itself and leave for the home page meanwhile.)
  const nextPage = await laptop.context.newPage();
  await nextPage.goto('/notifications');
  await expect(nextPage).toHaveURL(/\/login\?next=%2Fnotifications$/);
  await laptop.context.close();

  await logOut(page, member.name);
  await login(page, { email: member.email, password: member.password });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Login mislukt, probeer opnieuw');
  await login(page, { email: member.email, password: 'nieuw-geheim-42' });
  await expect(page).toHaveURL(/\/members$/);
});

test('a member changes the e-mail address with the link mailed to the new one, and logs in with it', async ({ page, member }) => {
  const email = uniqueEmail('moved');
  await page.goto('/notifications');
  const form = card(page, 'E-mailadres wijzigen');
  await expect(form.getByText(`Huidig e-mailadres: ${member.email}`)).toBeVisible();
  await form.getByLabel('Nieuw e-mailadres').fill(email);
  await form.getByLabel('Wachtwoord', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Bevestigingsmail sturen' }).click();
  await expect(form.getByText(`We hebben een bevestigingslink gestuurd naar ${email}.`, { exact: false })).toBeVisible();

  const link = new URL(await mailedLink(email, '/mail-change/do'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'E-mailadres gewijzigd' })).toBeVisible();
  await expect(page.getByText(`Je e-mailadres is nu ${email}.`)).toBeVisible();

  await page.goto('/notifications');
  await expect(card(page, 'E-mailadres wijzigen').getByText(`Huidig e-mailadres: ${email}`)).toBeVisible();
  await logOut(page, member.name);
  await login(page, { email, password: member.password });
  await expect(page).toHaveURL(/\/members$/);
});

/** The search results on /members (first page: newest activity first, so a member just active is on it). */
const inSearch = (page: Page, name: string) => page.getByRole('region', { name: 'Zoekresultaten' }).getByRole('article').filter({ hasText: name });

test('a member deletes the account, is gone from search, and comes back with the mailed link', async ({ page, browser, baseURL }) => {
  const leaver = await confirmedMember(page.request);
  const viewer = await anotherBrowser(browser, baseURL);
  await confirmedMember(viewer.page.request, 'female');
  await viewer.page.goto('/members');
  await expect(inSearch(viewer.page, leaver.name)).toHaveCount(1);

  await page.goto('/notifications');
  const section = card(page, 'Account verwijderen');
  await section.getByLabel('Ik zoek niet meer').check();
  await section.getByRole('button', { name: 'Volgende' }).click();
  await expect(section.getByRole('heading', { name: 'Voordat je gaat' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Zet me op onzichtbaar' })).toBeVisible();
  await section.getByRole('button', { name: 'Nee bedankt, verwijder mijn account' }).click();
  await section.getByLabel('Wachtwoord').fill('not-my-password');
  await section.getByRole('button', { name: 'Account verwijderen – 14 dagen terug te zetten' }).click();
  await expect(section.getByText('Je wachtwoord klopt niet. Controleer je wachtwoord.')).toBeVisible();
  await section.getByLabel('Wachtwoord').fill(leaver.password);
  await section.getByRole('button', { name: 'Account verwijderen – 14 dagen terug te zetten' }).click();

  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { name: 'Je account is verwijderd' })).toBeVisible();
  await viewer.page.reload();
  await expect(viewer.page.getByRole('region', { name: 'Zoekresultaten' })).toBeVisible();
  await expect(inSearch(viewer.page, leaver.name)).toHaveCount(0);

  const link = new URL(await mailedLink(leaver.email, '/api/reactivate.php'));
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/login\?reactivated=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'Je account is weer actief. Log in om verder te gaan.' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(leaver.email);
  await page.getByLabel('Wachtwoord').fill(leaver.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/members$/);

  await viewer.page.reload();
  await expect(inSearch(viewer.page, leaver.name)).toHaveCount(1);
  await viewer.context.close();
});

/** What the mail provider posts to the webhook (Postmark's shape) when a mail to this address fails. */
async function providerReports(request: APIRequestContext, event: Record<string, string>): Promise<void> {
  const res = await request.post('/api/mail-events.php', { headers: { authorization: `Bearer ${MAIL_EVENTS_TOKEN}` }, data: event });
  expect(res.status(), await res.text()).toBe(200);
}

test('mail the provider could not deliver or that was marked as spam stops, until the member turns it on', async ({ page, member, request }) => {
  const banner = page.getByRole('alert').filter({ hasText: 'Je ontvangt geen e-mails meer' });
  await page.goto('/members');
  await expect(page.getByRole('heading', { name: 'Leden zoeken' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  await providerReports(request, { RecordType: 'Bounce', Type: 'HardBounce', Email: member.email.toUpperCase() });
  await page.reload();
  await expect(banner).toBeVisible();
  // §4: not on the settings, which say it themselves, with their own switch.
  await page.goto('/notifications');
  await expect(page.getByText('Je ontvangt op dit moment geen e-mails van ons.')).toBeVisible();
  await expect(banner).toHaveCount(0);

  await page.goto('/likes');
  await banner.getByRole('button', { name: 'Zet e-mail weer aan' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(banner).toHaveCount(0);

  await providerReports(request, { RecordType: 'SpamComplaint', Email: member.email });
  await page.goto('/members');
  await expect(banner).toBeVisible();
  await page.goto('/notifications');
  await page.getByRole('button', { name: 'Zet e-mail weer aan' }).click();
  await expect(page.getByText('Je ontvangt op dit moment geen e-mails van ons.')).toHaveCount(0);
  await page.goto('/members');
  await expect(page.getByRole('heading', { name: 'Leden zoeken' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('an invisible member stays in the chat list of the member they were talking to', async ({ page, browser, baseURL }) => {
  const ghost = await confirmedMember(page.request);
  const friend = await anotherBrowser(browser, baseURL);
  await confirmedMember(friend.page.request);
  const sent = await friend.page.request.post('/api/message.php', {
    headers: FROM_THE_SITE,
    data: { profile: ghost.id, text: 'Hoi, hoe is het?', nonce: randomUUID() },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto('/notifications');
  const invisible = card(page, 'Onzichtbaar').getByLabel('Ik ben onzichtbaar');
  await invisible.check();
  await expect(invisible).toBeChecked();
  await page.reload();
  await expect(card(page, 'Onzichtbaar').getByLabel('Ik ben onzichtbaar')).toBeChecked();

  await friend.page.goto('/chats');
  const entry = friend.page.getByRole('navigation', { name: 'Gesprekken' }).getByRole('link', { name: new RegExp(ghost.name) });
  await expect(entry).toContainText('Hoi, hoe is het?');
  await entry.click();
  await expect(friend.page.getByRole('list', { name: 'Berichten' }).getByText('Hoi, hoe is het?')).toBeVisible();
  await expect(friend.page.getByRole('textbox', { name: `Bericht aan ${ghost.name}` })).toBeVisible();
  await friend.context.close();
});
