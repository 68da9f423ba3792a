import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser } from '@playwright/test';
import { expect, type Page } from './fixtures';

export type Enrolment = { email: string; password: string; role: string; otpauth: string };

/** A staff account scripts/e2e-staff.mjs created with the staff CLI before the server started. */
export function e2eStaff(story: 'operator' | 'passkeys' | 'admin'): Enrolment {
  const file = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data', 'e2e-staff.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Enrolment>)[story];
}

/** What the authenticator app shows now for the enrolment's secret. */
export function currentCode(otpauth: string): string {
  const secret = new URL(otpauth).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${otpauth}`);
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate();
}

/** A browser of the staff member's own, with its own address (so per-address limits count per story). */
export async function staffPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.9` } });
  return context.newPage();
}

/** Fills the staff login page with the password and the app's current code, and lands on `landing`. */
export async function logInWithCode(page: Page, staff: Enrolment, landing: RegExp): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Inloggen in de backoffice' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(staff.email);
  await page.getByLabel('Wachtwoord').fill(staff.password);
  await page.getByLabel('Code uit je authenticator-app').fill(currentCode(staff.otpauth));
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(landing);
}

/** The staff member on a browser of their own, logged in through the login page on the way to `target`. */
export async function staffLoggedIn(browser: Browser, baseURL: string | undefined, staff: Enrolment, target: string): Promise<Page> {
  const page = await staffPage(browser, baseURL);
  await page.goto(target);
  await logInWithCode(page, staff, new RegExp(`${target}$`));
  return page;
}
