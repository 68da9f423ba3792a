import type { CDPSession } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { e2eStaff, logInWithCode, staffPage } from './staff-login';

// Passkeys in the back office: a staff member logged in with the authenticator code adds a passkey
// on their account page, logs out, and logs in again with the password and the passkey instead of a
// code; then removes it. Chromium's virtual authenticator stands in for the laptop's fingerprint reader.

/** A platform authenticator with resident keys that verifies the user at once (DevTools protocol, WebAuthn domain). */
async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

test('a staff member adds a passkey, logs in with it instead of the code, and removes it', async ({ browser, baseURL }) => {
  const staff = e2eStaff('passkeys');
  const page = await staffPage(browser, baseURL);
  await addVirtualAuthenticator(page);
  await page.goto('/staff/login');
  await logInWithCode(page, staff, /\/staff\/inbox$/);

  await page.getByRole('link', { name: 'Je account' }).click();
  await expect(page).toHaveURL(/\/staff\/account$/);
  await expect(page.getByRole('heading', { name: 'Je account' })).toBeVisible();
  await expect(page.getByText('Je hebt nog geen passkey toegevoegd.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Naam van de nieuwe passkey' }).fill('Werklaptop');
  await page.getByRole('button', { name: 'Passkey toevoegen' }).click();
  await expect(page.getByText('Passkey toegevoegd. De volgende keer kun je ermee inloggen.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Werklaptop' })).toContainText('nog niet gebruikt');

  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
  await page.getByLabel('E-mailadres').fill(staff.email);
  await page.getByLabel('Wachtwoord').fill(staff.password);
  await page.getByRole('button', { name: 'Inloggen met een passkey' }).click();
  await expect(page).toHaveURL(/\/staff\/inbox$/);

  await page.goto('/staff/account');
  const key = page.getByRole('listitem').filter({ hasText: 'Werklaptop' });
  await expect(key).toContainText('laatst gebruikt op');
  page.once('dialog', (dialog) => void dialog.accept());
  await key.getByRole('button', { name: 'Passkey Werklaptop verwijderen' }).click();
  await expect(page.getByText('Passkey verwijderd.')).toBeVisible();
  await expect(page.getByText('Je hebt nog geen passkey toegevoegd.')).toBeVisible();
  await page.context().close();
});

test('a passkey login without a password is refused with the field message', async ({ browser, baseURL }) => {
  const page = await staffPage(browser, baseURL);
  await addVirtualAuthenticator(page);
  await page.goto('/staff/login');
  await page.getByLabel('E-mailadres').fill(e2eStaff('passkeys').email);
  await page.getByRole('button', { name: 'Inloggen met een passkey' }).click();
  await expect(page.getByLabel('Wachtwoord')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/staff\/login$/);
  await page.context().close();
});
