import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export { expect };

const mailDir = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data', 'mail');

export const DEMO = { email: 'demo@example.com', password: 'demo1234' };

/** A fresh address per test, so tests never depend on each other. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The link in the newest mail the server wrote (as .eml under DATA_DIR/mail) to this address. */
export async function mailedLink(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = readdirSync(mailDir, { withFileTypes: true })
      .filter((f) => f.isFile() && f.name.endsWith('.eml'))
      .map((f) => path.join(mailDir, f.name))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    for (const file of files) {
      const text = decodeQuotedPrintable(readFileSync(file, 'utf8'));
      if (!text.includes(`To: ${email}`)) continue;
      const link = text.match(/https?:\/\/[^\s"<>]+/)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${email} in ${mailDir}`);
}

export type NewMember = { email: string; password: string; name: string };

/** Creates an account through the API (as the signup form does) and leaves the request logged in. */
export async function signUpViaApi(request: APIRequestContext, overrides: Partial<NewMember> = {}): Promise<NewMember> {
  const member = { email: uniqueEmail(), password: 'secret123', name: `Tester${randomBytes(2).toString('hex')}`, ...overrides };
  const res = await request.post('/api/signup.php', {
    data: { ...member, date_of_birth: '1990-04-12', gender: 'male', looking_for_gender: 'female', terms: true, ignore_email_suggestion: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return member;
}

/** Logs a page's browser context in through the API; the cookie is shared with the page. */
export async function loginViaApi(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post('/api/user.php', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

export const test = base;
