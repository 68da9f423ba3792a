import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser } from '@playwright/test';
import { expect, type Page } from './fixtures';

/** A staff member scripts/e2e-staff.mjs created with the staff CLI before the server started. */
export type Enrolment = { email: string; password: string; otpauth: string; role: string };

/** e2e-staff.json is the operator, e2e-admin.json the admin. */
export function enrolment(fileName: 'e2e-staff.json' | 'e2e-admin.json'): Enrolment {
  const file = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data', fileName);
  return JSON.parse(readFileSync(file, 'utf8')) as Enrolment;
}

/** What the authenticator app shows now for the enrolment's secret. */
export function currentCode(otpauth: string): string {
  const secret = new URL(otpauth).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${otpauth}`);
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate();
}

/**
 * The staff member on a browser of their own, logged in through the staff login page on the way to
 * `target`. A code is accepted once: each story logs in as a staff member no other story uses.
 */
export async function staffLoggedIn(browser: Browser, baseURL: string | undefined, staff: Enrolment, target: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.10` } });
  const staffPage = await context.newPage();
  await staffPage.goto(target);
  await expect(staffPage.getByRole('heading', { name: 'Inloggen in de backoffice' })).toBeVisible();
  await staffPage.getByLabel('E-mailadres').fill(staff.email);
  await staffPage.getByLabel('Wachtwoord').fill(staff.password);
  await staffPage.getByLabel('Code uit je authenticator-app').fill(currentCode(staff.otpauth));
  await staffPage.getByRole('button', { name: 'Inloggen' }).click();
  await expect(staffPage).toHaveURL(new RegExp(`${target}$`));
  return staffPage;
}
