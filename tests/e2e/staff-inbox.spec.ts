import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser } from '@playwright/test';
import { expect, findFictionalMember, mailedLink, test, type Page } from './fixtures';

// The back office: an operator logs in with the authenticator code, takes a member's message to one
// of the site's fictional profiles from the inbox and answers it as that profile; the member, with
// the chat open, sees the answer arrive without reloading.

type Enrolment = { email: string; password: string; otpauth: string };

/** The operator scripts/e2e-staff.mjs created with the staff CLI before the server started. */
function e2eOperator(): Enrolment {
  const file = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data', 'e2e-staff.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Enrolment;
}

/** What the authenticator app shows now for the enrolment's secret. */
function currentCode(otpauth: string): string {
  const secret = new URL(otpauth).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${otpauth}`);
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate();
}

/** The operator on a browser of their own, logged in through the staff login page. */
async function operatorLoggedIn(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const operator = e2eOperator();
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.9` } });
  const staffPage = await context.newPage();
  await staffPage.goto('/staff/inbox');
  await expect(staffPage).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Finbox$/);
  await expect(staffPage.getByRole('heading', { name: 'Inloggen in de backoffice' })).toBeVisible();
  await staffPage.getByLabel('E-mailadres').fill(operator.email);
  await staffPage.getByLabel('Wachtwoord').fill(operator.password);
  await staffPage.getByLabel('Code uit je authenticator-app').fill(currentCode(operator.otpauth));
  await staffPage.getByRole('button', { name: 'Inloggen' }).click();
  await expect(staffPage).toHaveURL(/\/staff\/inbox$/);
  await expect(staffPage.getByText(`${operator.email} · Operator`)).toBeVisible();
  return staffPage;
}

test('an operator answers a member’s message as the fictional profile, and the member sees it at once', async ({ page, member, browser, baseURL }) => {
  // A profile answers only a member who confirmed their e-mail address.
  expect((await page.request.get(await mailedLink(member.email))).ok()).toBe(true);
  const profile = await findFictionalMember(page.request);
  await page.goto(`/members/${profile.id}/chat`);
  const composer = page.getByRole('textbox', { name: `Bericht aan ${profile.name}` });
  const question = `Hoi ${profile.name}, waar ga jij graag wandelen?`;
  await composer.fill(question);
  await composer.press('Enter');
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  const memberMessages = page.getByRole('list', { name: 'Berichten' });
  await expect(memberMessages.getByText(question)).toBeVisible();

  const staffPage = await operatorLoggedIn(browser, baseURL);
  const waiting = staffPage.getByRole('list', { name: 'Wachtende gesprekken' }).getByRole('button', { name: new RegExp(member.name) });
  await expect(waiting).toContainText(profile.name);
  await waiting.click();
  await expect(staffPage.getByRole('list', { name: `Berichten met ${member.name}` }).getByText(question)).toBeVisible();
  await expect(staffPage.getByText(/Voor jou vastgehouden: nog [0-6]:\d\d/)).toBeVisible();
  await expect(waiting).toContainText('Bezet door jou');

  const answer = `Hoi ${member.name}! Het liefst langs de duinen bij Bergen.`;
  await staffPage.getByRole('textbox', { name: `Antwoorden als ${profile.name}` }).fill(answer);
  await staffPage.getByRole('button', { name: 'Versturen' }).click();
  await expect(staffPage.getByText('Antwoord verstuurd.')).toBeVisible();
  await expect(waiting).toBeHidden();

  // The member never reloads: the event stream brings the profile's answer into the open chat.
  await expect(memberMessages.getByText(answer)).toBeVisible();
  await staffPage.context().close();
});
