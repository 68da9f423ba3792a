import { randomBytes } from 'node:crypto';
import { expect, openProfile, PHOTO, test, type Page } from './fixtures';
import { e2eStaff, staffLoggedIn } from './staff-login';

// The back office's own profiles and canned replies: an admin gives the site a new profile with a
// photo and the operators a new ready answer; a member then meets the profile as the site's own.

const BIRTH_DATE = '1993-04-12';

/** Whole years since BIRTH_DATE (12 April), as the list shows them. */
function age(today = new Date()): number {
  const beforeBirthday = today.getUTCMonth() < 3 || (today.getUTCMonth() === 3 && today.getUTCDate() < 12);
  return today.getUTCFullYear() - 1993 - (beforeBirthday ? 1 : 0);
}

/** A profile name no earlier run used (letters only, as members' names are). */
const uniqueName = () =>
  `Fenna ${randomBytes(3)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;

async function createProfile(admin: Page, name: string): Promise<void> {
  await admin.getByRole('button', { name: 'Nieuw profiel' }).click();
  const form = admin.getByRole('form', { name: 'Nieuw eigen profiel' });
  // Saved empty, every required field says what is missing, beside the field.
  await form.getByRole('button', { name: 'Profiel aanmaken' }).click();
  await expect(form.getByText('Je profielnaam moet minstens 2 tekens lang zijn.')).toBeVisible();
  await expect(form.getByText('Ongeldige geboortedatum.')).toBeVisible();
  await form.getByLabel('Site', { exact: true }).selectOption('localhost');
  await form.getByLabel('Profielnaam').fill(name);
  await form.getByLabel('Geboortedatum').fill(BIRTH_DATE);
  await form.getByLabel('Geslacht').selectOption('female');
  await form.getByLabel('Land', { exact: true }).selectOption('NL');
  await form.getByRole('textbox', { name: 'Profieltekst' }).fill('Zeilen op het IJsselmeer en daarna een goed boek.');
  await form.getByRole('textbox', { name: 'Personakaart' }).fill('Fenna, verpleegkundige uit Enkhuizen. Schrijft kort, warm en met humor.');
  await form.getByRole('button', { name: 'Profiel aanmaken' }).click();
  await expect(admin.getByText('Het profiel is aangemaakt. Voeg nu een foto toe.')).toBeVisible();
}

async function addPhoto(admin: Page, name: string): Promise<void> {
  await admin.getByLabel('Kies een foto').setInputFiles(PHOTO);
  await expect(admin.getByRole('img', { name: 'Voorbeeld van de gekozen foto' })).toBeVisible();
  await admin.getByRole('button', { name: 'Uploaden' }).click();
  await expect(admin.getByRole('img', { name: `Foto 1 van ${name}` })).toBeVisible();
  await expect(admin.getByText('Hoofdfoto')).toBeVisible();
}

async function createCannedReply(admin: Page, title: string): Promise<void> {
  await admin.getByRole('link', { name: 'Standaardantwoorden' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Standaardantwoorden' })).toBeVisible();
  await admin.getByRole('button', { name: 'Nieuw antwoord' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Nieuw standaardantwoord' });
  await dialog.getByLabel('Site', { exact: true }).selectOption('localhost');
  await dialog.getByLabel('Taal').selectOption('nl');
  await dialog.getByLabel('Titel').fill(title);
  await dialog.getByLabel('Tekst').fill('Wat leuk dat je me schrijft! Vertel eens, wat doe jij het liefst in het weekend?');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(admin.getByText('Het antwoord is opgeslagen.')).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Amora · Nederlands' }).getByText(title)).toBeVisible();
}

test('an admin gives the site a new own profile with a photo and a canned reply; a member meets the profile as the site’s own', async ({
  page,
  member,
  browser,
  baseURL,
}) => {
  const name = uniqueName();
  const admin = await staffLoggedIn(browser, baseURL, e2eStaff('admin'), '/staff/profiles');
  await createProfile(admin, name);
  await addPhoto(admin, name);
  const list = admin.getByRole('group', { name: 'Eigen profielen' });
  await expect(list.getByRole('button', { name: new RegExp(`${name}, ${age()}`) })).toBeVisible();
  await createCannedReply(admin, `Welkom ${name}`);

  const { profiles } = (await (await admin.request.get('/api/staff/profiles.php')).json()) as { profiles: Array<{ profile: { id: number; name: string } }> };
  const created = profiles.find((p) => p.profile.name === name);
  expect(created).toBeDefined();
  await admin.context().close();

  await openProfile(page, created!.profile.id);
  await expect(page.getByRole('button', { name: member.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByText('Fictief profiel', { exact: true })).toBeVisible();
});
