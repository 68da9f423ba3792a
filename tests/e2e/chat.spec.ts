import type { Browser } from '@playwright/test';
import { PHOTO, confirmAdult, expect, mailedLink, openProfile, searchApi, signUpViaApi, test, type Page } from './fixtures';
import { seriousViolations } from './axe';

// §2 chat: the list, a conversation, the composer; §6 the premium alert of a free member; real time.

/** A member who signed up and clicked the activation link: others can write to them (§4). */
async function confirmedMember(page: Page): Promise<{ id: number; name: string }> {
  const member = await signUpViaApi(page.request);
  expect((await page.request.get(await mailedLink(member.email))).ok()).toBe(true);
  const { user } = await (await page.request.get('/api/user.php', { headers: { 'x-request-type': 'client' } })).json();
  return { id: user.id, name: member.name };
}

/** A second person on their own browser, already logged in as a confirmed member. */
async function otherPerson(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.7` } });
  await confirmAdult(context, baseURL!);
  const page = await context.newPage();
  return { context, page, member: await confirmedMember(page) };
}

/** A demo member of the seed (confirmed, with a profile) to write to. */
async function someoneToWriteTo(page: Page) {
  const { profiles } = await searchApi(page.request, { page: 1 });
  return profiles[0];
}

/** WCAG 2 A and AA findings of serious or critical impact, with where they were found. */
const composer = (page: Page, name: string) => page.getByRole('textbox', { name: `Bericht aan ${name}` });

test('a message from a profile shows in both conversations at once, with the unread count', async ({ page, member, browser, baseURL }) => {
  const b = await otherPerson(browser, baseURL);
  let listLoads = 0;
  b.page.on('response', (res) => void (res.url().endsWith('/api/chats.php') && listLoads++));
  await b.page.goto('/chats');
  await expect(b.page.getByRole('heading', { name: 'Nog geen gesprekken' })).toBeVisible();
  // Said once: the pane says it on a wide screen, the list beside it does not repeat it.
  await expect(b.page.getByRole('navigation', { name: 'Gesprekken' }).getByText('Nog geen gesprekken')).toBeHidden();
  // §7's first poll reloads the list 5 s after the page mounts, the next one only after 60 s: once it
  // has run, only the event stream can bring the message to B within the expectations below.
  await expect.poll(() => listLoads, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);

  await openProfile(page, b.member.id);
  await page.getByRole('link', { name: 'Bericht', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${b.member.id}/chat$`));
  const text = `Hoi ${b.member.name}, zin in een wandeling langs <b>zee</b>?`;
  await composer(page, b.member.name).fill(text);
  await composer(page, b.member.name).press('Enter');
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  await expect(page.getByRole('list', { name: 'Berichten' }).getByText(text)).toBeVisible();

  // B never reloads: the event stream brings the conversation, its unread count and the tab title.
  const entry = b.page.getByRole('navigation', { name: 'Gesprekken' }).getByRole('link', { name: new RegExp(member.name) });
  await expect(entry).toContainText(text);
  await expect(entry).toContainText('1 ongelezen bericht');
  await expect(b.page).toHaveTitle(/^\(1\) /);

  await entry.click();
  await expect(b.page.getByRole('list', { name: 'Berichten' }).getByText(text)).toBeVisible();
  await expect(entry).not.toContainText('ongelezen');
  await expect(b.page).not.toHaveTitle(/^\(\d+\)/);
  await b.context.close();
});

test('from the chat a member opens, reports and blocks an unconfirmed writer whose profile others cannot see', async ({ page, member, browser, baseURL }) => {
  const b = await otherPerson(browser, baseURL);
  const annaId = (await (await page.request.get('/api/user.php', { headers: { 'x-request-type': 'client' } })).json()).user.id;
  // Anna has not confirmed her address: she may write, but nobody may see her profile (§4).
  await page.goto(`/members/${b.member.id}/chat`);
  await composer(page, b.member.name).fill('Hoi, ken je mij nog?');
  await composer(page, b.member.name).press('Enter');
  await expect(page).toHaveURL(/\/chats\/\d+$/);

  // One conversation per pair: B opens it at the same address.
  await b.page.goto(new URL(page.url()).pathname);
  await b.page.getByRole('button', { name: 'Meer opties' }).click();
  await expect(b.page.getByRole('button', { name: 'Melden' })).toBeVisible();
  await expect(b.page.getByRole('button', { name: 'Blokkeren' })).toBeVisible();
  expect(await seriousViolations(b.page)).toEqual([]);
  await b.page.getByRole('link', { name: 'Bekijk profiel', exact: true }).click();

  // Not a missing page: why the profile is not shown, and what can still be done.
  await expect(b.page).toHaveURL(new RegExp(`/members/${annaId}$`));
  const why = `${member.name} heeft het e-mailadres nog niet bevestigd. Het profiel is te zien zodra dat is gebeurd.`;
  await expect(b.page.getByRole('heading', { level: 1, name: why })).toBeVisible();
  await expect(b.page.getByRole('link', { name: 'Terug naar het gesprek' })).toBeVisible();
  expect(await seriousViolations(b.page)).toEqual([]);
  await b.page.getByRole('button', { name: 'Melden' }).click();
  const report = b.page.getByRole('dialog', { name: `${member.name} melden` });
  await report.getByLabel('Reden').selectOption({ label: 'Spam of reclame' });
  await report.getByRole('button', { name: 'Melding versturen' }).click();
  // The dialog's title turns into the thanks once the report is in.
  const thanks = b.page.getByRole('dialog', { name: 'Bedankt voor je melding' });
  await expect(thanks.getByRole('status')).toContainText(`We bekijken het profiel van ${member.name} zo snel mogelijk.`);
  await thanks.getByRole('button', { name: 'Sluiten' }).last().click();
  await expect(thanks).toHaveCount(0);
  await b.page.getByRole('main').getByRole('button', { name: 'Blokkeren' }).click();
  await b.page
    .getByRole('dialog', { name: `${member.name} blokkeren?` })
    .getByRole('button', { name: 'Ja, blokkeren' })
    .click();
  await expect(b.page.getByRole('heading', { level: 1, name: `Je hebt ${member.name} geblokkeerd.` })).toBeVisible();
  await b.context.close();
});

test('each sees the other typing, and a new message is read out from the conversation log', async ({ page, member, browser, baseURL }) => {
  expect((await page.request.get(await mailedLink(member.email))).ok()).toBe(true);
  const b = await otherPerson(browser, baseURL);
  await page.goto(`/members/${b.member.id}/chat`);
  await composer(page, b.member.name).fill('Hoi!');
  await composer(page, b.member.name).press('Enter');
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  const conversation = page.url();

  // The signal is never stored: B's stream must be open before anyone types.
  const streamOpen = b.page.waitForResponse((res) => res.url().includes('/api/events.php'));
  await b.page.goto(conversation.replace(/^https?:\/\/[^/]+/, ''));
  await streamOpen;
  const log = b.page.getByRole('log', { name: `Gesprek met ${member.name}` });
  await expect(log).toHaveAttribute('aria-live', 'polite');
  await expect(log.getByText('Hoi!')).toBeVisible();
  await composer(page, b.member.name).pressSequentially('Hoe gaat');
  const typing = b.page.getByText(`${member.name} is aan het typen…`);
  await expect(typing).toBeVisible();
  await composer(page, b.member.name).press('Enter');
  await expect(log.getByText('Hoe gaat')).toBeVisible();
  await expect(typing).toBeHidden();
  expect(await seriousViolations(b.page)).toEqual([]);
  await b.context.close();
});

test('a free member past the free messages is offered premium, and the message waits in the composer', async ({ page, member: _ }) => {
  const other = await someoneToWriteTo(page);
  await page.goto(`/members/${other.id}/chat`);
  for (const text of ['Hallo!', 'Hoe gaat het?', 'Wat doe je graag?']) {
    await composer(page, other.name).fill(text);
    await composer(page, other.name).press('Enter');
    await expect(page.getByRole('list', { name: 'Berichten' }).getByText(text)).toBeVisible();
    // The first message starts the conversation and moves to its own address: write on once there.
    await expect(page).toHaveURL(/\/chats\/\d+$/);
  }
  await expect(page.getByText(/^Niet verstuurd/)).toHaveCount(0);

  await composer(page, other.name).fill('Ben je er nog?');
  await composer(page, other.name).press('Enter');
  const prompt = page.getByRole('status').filter({ hasText: 'Deze functie is alleen beschikbaar voor premium leden.' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Word premium lid' })).toHaveAttribute('href', '/premium');
  await expect(prompt).toContainText('Je bericht is niet verstuurd en staat nog voor je klaar.');
  // An upgrade prompt, not a failure: no failed bubble to retry, the text is back in the composer.
  await expect(composer(page, other.name)).toHaveValue('Ben je er nog?');
  await expect(page.getByText(/^Niet verstuurd/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toHaveCount(0);
});

test('what a member types and sends while the first message opens the conversation goes along', async ({ page, member: _ }) => {
  const other = await someoneToWriteTo(page);
  await page.goto(`/members/${other.id}/chat`);
  // The server answers the sends only once the member has typed on, as on a slow connection.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/message.php', async (route) => (await answered, route.continue()));

  await composer(page, other.name).fill('Hallo!');
  await composer(page, other.name).press('Enter');
  await composer(page, other.name).fill('Hoe gaat het?');
  await composer(page, other.name).press('Enter');
  await expect(page.getByRole('list', { name: 'Berichten' }).getByText('Hoe gaat het?')).toBeVisible();
  await composer(page, other.name).pressSequentially('Wat doe je');
  answer();

  await expect(page).toHaveURL(/\/chats\/\d+$/);
  const messages = page.getByRole('list', { name: 'Berichten' });
  await expect(messages.getByText('Hallo!')).toBeVisible();
  await expect(messages.getByText('Hoe gaat het?')).toBeVisible();
  await expect(composer(page, other.name)).toHaveValue('Wat doe je');
  await expect(composer(page, other.name)).toBeFocused();
  await composer(page, other.name).pressSequentially(' graag?');
  await expect(composer(page, other.name)).toHaveValue('Wat doe je graag?');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Berichten' }).getByText('Hoe gaat het?')).toBeVisible();
  await expect(page.getByText(/^Niet verstuurd/)).toHaveCount(0);
});

test('a gift from the profile opens the catalogue; a member without credits is offered premium', async ({ page, member: _ }) => {
  const other = await someoneToWriteTo(page);
  await openProfile(page, other.id);
  await page.getByRole('button', { name: 'Cadeautje', exact: true }).click();
  const picker = page.getByRole('dialog', { name: `Stuur ${other.name} een cadeautje` });
  await expect(picker.getByText('Een cadeautje kost 20 credits')).toBeVisible();
  await picker.getByRole('button', { name: 'Roos' }).click();
  await expect(picker.getByRole('button', { name: 'Roos' })).toHaveAttribute('aria-pressed', 'true');
  await picker.getByRole('button', { name: 'Cadeautje sturen' }).click();
  await expect(picker.getByText('Deze functie is alleen beschikbaar voor premium leden.')).toBeVisible();
});

test('a gift from the chat composer shows as a pending bubble, then the premium alert', async ({ page, member: _ }) => {
  const other = await someoneToWriteTo(page);
  await page.goto(`/members/${other.id}/chat`);
  // The bubble shows while the send is under way; the server answers once it has been seen.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/message.php', async (route) => (await answered, route.continue()));
  await page.getByRole('button', { name: 'Cadeautje sturen (20 credits)' }).click();
  const picker = page.getByRole('dialog', { name: `Stuur ${other.name} een cadeautje` });
  await picker.getByRole('button', { name: 'Teddybeer' }).click();
  await picker.getByRole('button', { name: 'Cadeautje sturen' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('list', { name: 'Berichten' }).getByText('Cadeautje: Teddybeer')).toBeVisible();
  answer();
  await expect(page.getByRole('status').filter({ hasText: 'Deze functie is alleen beschikbaar voor premium leden.' })).toBeVisible();
  await expect(page.getByText(/^Niet verstuurd/)).toHaveCount(0);
});

test('a photo is previewed with its price, can be cancelled, and once sent shows at once; without credits the premium alert follows', async ({
  page,
  member: _,
}) => {
  const other = await someoneToWriteTo(page);
  await page.goto(`/members/${other.id}/chat`);
  await expect(page.getByRole('button', { name: 'Foto sturen (10 credits)' })).toBeVisible();
  // The bubble shows while the send is under way; the server answers once it has been seen.
  let answer: () => void = () => undefined;
  let sends = 0;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/message.php', async (route) => (sends++, await answered, route.continue()));
  // Picking only previews: nothing is sent or charged until the member says so.
  await page.getByLabel('Kies een foto om te sturen').setInputFiles(PHOTO);
  const preview = page.getByRole('dialog', { name: `Deze foto naar ${other.name} sturen?` });
  await expect(preview.getByRole('img', { name: 'De foto die je hebt gekozen' })).toBeVisible();
  await expect(preview.getByText('Een foto sturen kost 10 credits.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The footer's button (the header's close button has the same name).
  await preview.getByRole('button', { name: 'Annuleren' }).last().click();
  await expect(preview).toBeHidden();
  await expect(page.getByRole('list', { name: 'Berichten' }).getByRole('img')).toHaveCount(0);
  expect(sends).toBe(0);
  await page.getByLabel('Kies een foto om te sturen').setInputFiles(PHOTO);
  await preview.getByRole('button', { name: 'Foto sturen (10 credits)' }).click();
  await expect(page.getByRole('list', { name: 'Berichten' }).getByRole('img', { name: 'Verstuurde foto' })).toBeVisible();
  answer();
  await expect(page.getByRole('status').filter({ hasText: 'Deze functie is alleen beschikbaar voor premium leden.' })).toBeVisible();
  await expect(page.getByText(/^Niet verstuurd/)).toHaveCount(0);
});

test('a visitor opening a chat is asked to log in', async ({ page }) => {
  const other = await someoneToWriteTo(page);
  await page.goto(`/members/${other.id}/chat`);
  await expect(page.getByRole('heading', { name: 'Je moet ingelogd zijn om te chatten' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', `/login?next=%2Fmembers%2F${other.id}%2Fchat`);
});

test('a member deletes a conversation and it leaves the list at once', async ({ page, member: _ }) => {
  const other = await someoneToWriteTo(page);
  await page.goto(`/members/${other.id}/chat`);
  await composer(page, other.name).fill('Tot ziens!');
  await composer(page, other.name).press('Enter');
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  const list = page.getByRole('navigation', { name: 'Gesprekken' });
  await expect(list.getByRole('link', { name: new RegExp(other.name) })).toBeVisible();

  await page.getByRole('button', { name: 'Gesprek verwijderen' }).click();
  await page.getByRole('dialog', { name: 'Gesprek verwijderen?' }).getByRole('button', { name: 'Gesprek verwijderen' }).click();
  await expect(page).toHaveURL(/\/chats$/);
  await expect(list.getByRole('link', { name: new RegExp(other.name) })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nog geen gesprekken' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the list and a conversation each fill the screen, with a way back', async ({ page, member: _ }) => {
    const other = await someoneToWriteTo(page);
    await page.goto('/chats');
    const list = page.getByRole('navigation', { name: 'Gesprekken' });
    await expect(list.getByRole('heading', { name: 'Nog geen gesprekken' })).toBeVisible();
    await expect(list.getByRole('link', { name: 'Leden zoeken' })).toBeVisible();
    await page.goto(`/members/${other.id}/chat`);
    await composer(page, other.name).fill('Hallo vanaf mijn telefoon');
    await page.getByRole('button', { name: 'Versturen', exact: true }).click();
    await expect(page).toHaveURL(/\/chats\/\d+$/);
    await expect(page.getByRole('navigation', { name: 'Gesprekken' })).toBeHidden();
    await page.getByRole('link', { name: 'Terug naar je gesprekken' }).click();
    await expect(page).toHaveURL(/\/chats$/);
    await expect(page.getByRole('navigation', { name: 'Gesprekken' }).getByText('Hallo vanaf mijn telefoon')).toBeVisible();
  });
});

for (const [screen, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the chat screens have no serious accessibility problems on a ${screen}`, async ({ page, member: _ }) => {
    await page.setViewportSize(viewport);
    const other = await someoneToWriteTo(page);
    await page.goto(`/members/${other.id}/chat`);
    await expect(page.getByRole('heading', { name: /Kies een openingszin/ })).toBeVisible();
    expect(await seriousViolations(page), 'new conversation').toEqual([]);

    await composer(page, other.name).fill('Hallo!');
    await composer(page, other.name).press('Enter');
    await expect(page).toHaveURL(/\/chats\/\d+$/);
    await expect(page.getByRole('list', { name: 'Berichten' }).getByText('Hallo!')).toBeVisible();
    expect(await seriousViolations(page), 'conversation').toEqual([]);

    await page.getByRole('button', { name: 'Cadeautje sturen (20 credits)' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Roos' })).toBeVisible();
    expect(await seriousViolations(page), 'gift picker').toEqual([]);
  });
}
