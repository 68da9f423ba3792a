import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser } from '@playwright/test';
import { expect, type Page } from './fixtures';

/** A staff login as the back office hands it out: e-mail, password, and the authenticator app's secret. */
export type StaffLogin = { email: string; password: string; secret: string };

/** The accounts scripts/e2e-staff.mjs created with the staff CLI before the server started, one per story. */
export type E2eStaffStory = 'operator' | 'passkeys' | 'admin' | 'teamAdmin' | 'moderator' | 'secondModerator';

const PERIOD_MS = 30_000;

export function e2eStaff(story: E2eStaffStory): StaffLogin {
  const file = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data', 'e2e-staff.json');
  const saved = (JSON.parse(readFileSync(file, 'utf8')) as Record<E2eStaffStory, { email: string; password: string; otpauth: string }>)[story];
  return { email: saved.email, password: saved.password, secret: new URL(saved.otpauth).searchParams.get('secret') ?? '' };
}

// The time step each secret last gave a code in: the server takes a code once, so a second login
// within the same 30 seconds waits for the next step, as a person waits for the app's next code.
const usedSteps = new Map<string, number>();

/** What the authenticator app shows for this secret now, never the same code twice. */
export async function nextCode(secret: string): Promise<string> {
  let step = Math.floor(Date.now() / PERIOD_MS);
  if (usedSteps.get(secret) === step) {
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * PERIOD_MS - Date.now() + 50));
    step += 1;
  }
  usedSteps.set(secret, step);
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * PERIOD_MS });
}

/** A browser of the staff member's own, with its own address (so per-address limits count per story). */
export async function staffPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.9` } });
  return context.newPage();
}

/** Fills the staff login page with the password and the app's next code, and lands on `landing`. */
export async function logInWithCode(page: Page, staff: StaffLogin, landing: RegExp): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Inloggen in de backoffice' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(staff.email);
  await page.getByLabel('Wachtwoord').fill(staff.password);
  await page.getByLabel('Code uit je authenticator-app').fill(await nextCode(staff.secret));
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(landing);
}

/** The staff member on a browser of their own: `landing` sends to the login page, which leads back there. */
export async function staffLoggedIn(browser: Browser, baseURL: string | undefined, staff: StaffLogin, landing = '/staff/inbox'): Promise<Page> {
  const page = await staffPage(browser, baseURL);
  await page.goto(landing);
  await expect(page).toHaveURL(new RegExp(`/staff/login\\?next=${encodeURIComponent(landing)}$`));
  await logInWithCode(page, staff, new RegExp(`${landing}$`));
  return page;
}
