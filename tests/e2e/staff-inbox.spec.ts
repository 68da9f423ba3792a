import type { Browser } from '@playwright/test';
import { expect, findFictionalMember, mailedLink, test, type Page } from './fixtures';
import { e2eStaff, staffLoggedIn } from './staff-login';

// The back office: an operator logs in with the authenticator code, takes a member's message to one
// of the site's fictional profiles from the inbox and answers it as that profile; the member, with
// the chat open, sees the answer arrive without reloading.

/** The operator scripts/e2e-staff.mjs created with the staff CLI, logged in on a browser of their own. */
async function operatorLoggedIn(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const operator = e2eStaff('operator');
  const staffPage = await staffLoggedIn(browser, baseURL, operator);
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
