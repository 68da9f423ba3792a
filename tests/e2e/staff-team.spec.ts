import { expect, findFictionalMember, mailedLink, PHOTO, test, uniqueEmail, type Page } from './fixtures';
import { e2eStaff, staffLoggedIn, type StaffLogin } from './staff-login';

// The back office's team: an admin adds an operator on /staff/team and reads the login details off
// the screen once; the new operator logs in with them (the code computed from the shown key, as an
// authenticator app would) and answers a member from the inbox with a gift, then with a photo after
// looking at it and changing their mind once.

/** The admin's add form: e-mail address and role; returns what the screen shows once. */
async function addOperator(admin: Page, email: string): Promise<StaffLogin> {
  await admin.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Team' }).click();
  await expect(admin.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: 'Medewerker toevoegen' }).click();
  const form = admin.getByRole('form', { name: 'Nieuwe medewerker' });
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByLabel('Rol').selectOption({ label: 'Operator' });
  await form.getByRole('button', { name: 'Toevoegen en inloggegevens tonen' }).click();
  const shown = admin.getByRole('region', { name: `Inloggegevens voor ${email}` });
  await expect(shown.getByText('Alleen nu zichtbaar')).toBeVisible();
  const password = await shown.getByRole('textbox', { name: 'Wachtwoord' }).inputValue();
  const secret = await shown.getByRole('textbox', { name: 'Sleutel om zelf in te voeren' }).inputValue();
  await expect(shown.getByRole('textbox', { name: 'Koppellink (otpauth)' })).toHaveValue(new RegExp(`^otpauth://totp/.*secret=${secret}`));
  await expect(shown.getByRole('img', { name: `QR-code voor tweestapsverificatie van ${email}` })).toBeVisible();
  await shown.getByRole('button', { name: 'Klaar' }).click();
  await expect(admin.getByRole('table', { name: 'Medewerkers' }).getByRole('row', { name: new RegExp(email) })).toContainText('Actief');
  return { email, password, secret };
}

/** The member writes to one of the site's own profiles; the operator opens that conversation. */
async function memberWrites(page: Page, operator: Page, profileId: number, memberName: string, text: string): Promise<void> {
  await page.goto(`/members/${profileId}/chat`);
  const composer = page.getByRole('textbox', { name: /^Bericht aan / });
  await composer.fill(text);
  await composer.press('Enter');
  await expect(page.getByRole('list', { name: 'Berichten' }).getByText(text)).toBeVisible();
  const waiting = operator.getByRole('list', { name: 'Wachtende gesprekken' }).getByRole('button', { name: new RegExp(memberName) });
  await waiting.click();
  await expect(operator.getByRole('list', { name: `Berichten met ${memberName}` }).getByText(text)).toBeVisible();
}

test('an admin adds an operator, who logs in with the shown details and answers a member with a gift and a photo', async ({
  page,
  member,
  browser,
  baseURL,
}) => {
  const admin = await staffLoggedIn(browser, baseURL, e2eStaff('teamAdmin'));
  const operatorLogin = await addOperator(admin, uniqueEmail('operator'));
  await admin.context().close();

  expect((await page.request.get(await mailedLink(member.email))).ok()).toBe(true);
  const profile = await findFictionalMember(page.request);
  const operator = await staffLoggedIn(browser, baseURL, operatorLogin);
  await expect(operator.getByText(`${operatorLogin.email} · Operator`)).toBeVisible();

  await memberWrites(page, operator, profile.id, member.name, `Hoi ${profile.name}, verras me eens!`);
  await operator.getByRole('button', { name: 'Cadeautje' }).click();
  const picker = operator.getByRole('dialog', { name: `Stuur ${member.name} een cadeautje` });
  await picker.getByRole('button', { name: 'Roos' }).click();
  await picker.getByRole('button', { name: 'Cadeautje sturen' }).click();
  await expect(operator.getByText('Antwoord verstuurd.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Berichten' }).getByText('Cadeautje: Roos')).toBeVisible();

  await memberWrites(page, operator, profile.id, member.name, 'Wat lief! Heb je ook een foto?');
  const chooser = operator.getByLabel('Kies een foto', { exact: true });
  await chooser.setInputFiles(PHOTO);
  await expect(operator.getByRole('img', { name: 'Foto om te versturen' })).toBeVisible();
  await operator.getByRole('button', { name: 'Annuleren' }).click();
  await expect(operator.getByRole('img', { name: 'Foto om te versturen' })).toBeHidden();
  await chooser.setInputFiles(PHOTO);
  await operator.getByRole('button', { name: 'Foto versturen' }).click();
  await expect(operator.getByText('Antwoord verstuurd.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Berichten' }).getByRole('img', { name: 'Verstuurde foto' }).last()).toBeVisible();
  await operator.context().close();
});
