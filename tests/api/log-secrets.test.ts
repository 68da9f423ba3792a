import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// Everything at debug level, as an operator chasing a problem would run it (before env.ts loads).
const previousLevel = vi.hoisted(() => {
  const before = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'debug';
  return before;
});

import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loginAs, signupForm } from '../factories/accounts';
import { insertMember } from '../factories/members';
import { createMailer } from '@/server/adapters/mail/nodemailer-mailer';
import { getContainer, setContainer } from '@/server/container';
import { log } from '@/server/log';
import { captureLog } from '../fixtures/log-capture';

let logged: ReturnType<typeof captureLog>;
const secrets = new Set<string>();
let t: TestApp;
let mailDir: string;

beforeAll(async () => {
  t = await createTestApp();
  mailDir = await mkdtemp(path.join(os.tmpdir(), 'mail-'));
  // The embedded mailer, as without SMTP_URL: each mail an .eml file, named in the log.
  setContainer({ ...(await getContainer()), mailer: createMailer({ from: 'no-reply@localhost', mailDir, log: (line) => log.info(line) }) });
  logged = captureLog();
});
afterAll(async () => {
  // A worker may run further test files in this process: give them their quiet log back.
  if (previousLevel === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = previousLevel;
  vi.restoreAllMocks();
  await t.close();
  await rm(mailDir, { recursive: true, force: true });
});

/** The link in the mail whose .eml file the newest log line names. */
async function linkFromLoggedMail(): Promise<URL> {
  const named = [...logged.text()]
    .reverse()
    .map((l) => l.match(/(\S+\.eml)\b/)?.[1])
    .find(Boolean);
  expect(named, logged.raw.join('')).toBeTruthy();
  const raw = await readFile(named!, 'utf8');
  const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const link = text.match(/https?:\/\/[^\s"<>]+/)?.[0];
  expect(link).toBeTruthy();
  return new URL(link!);
}

function remember(...values: (string | null | undefined)[]): void {
  for (const value of values) if (value) secrets.add(value);
}

describe('the log', () => {
  it('holds no token, link, password, e-mail address or special-category value after the main flows', async () => {
    // Signup and activation.
    const form = signupForm({ password: 'Vlinder-Tulp-83' });
    const browser = t.agent();
    expect((await browser.post('/api/signup.php', form)).status).toBe(201);
    const activation = await linkFromLoggedMail();
    remember(form.email, form.password, activation.searchParams.get('token'), activation.toString(), browser.cookies.get('session'));
    expect((await t.agent().get(activation.pathname + activation.search)).status).toBe(302);

    // Password reset.
    const member = await insertMember(t.db, { password: 'Oud-Wachtwoord-7' });
    expect((await t.agent().post('/api/reset-password.php', { email: member.email })).status).toBe(200);
    const reset = await linkFromLoggedMail();
    const token = reset.searchParams.get('token');
    remember(member.email, member.password, token, reset.toString());
    const fresh = 'Nieuw-Wachtwoord-9';
    remember(fresh);
    expect((await t.agent().put('/api/reset-password.php', { token, password: fresh, password_repeat: fresh })).status).toBe(200);
    expect((await t.agent().put('/api/reset-password.php', { token, password: fresh, password_repeat: fresh })).status).toBe(422);

    // A failed login.
    const wrong = 'Fout-Geraden-12';
    remember(wrong);
    expect((await t.agent().post('/api/user.php', { email: member.email, password: wrong })).status).toBe(401);

    // Orientation and a sexual interest, stored and viewed.
    const owner = await loginAs(t, { email: member.email, password: fresh });
    remember(owner.cookies.get('session'));
    const put = await owner.put('/api/profile.php', { sexuality: 'lesbian', interests: ['bondage'], special_data_consent: true });
    expect(put.status).toBe(200);
    const viewer = await loginAs(t, await insertMember(t.db));
    expect((await viewer.get(`/api/member.php?id=${(await put.json()).user.id}`)).status).toBe(200);

    const output = logged.raw.join('');
    expect(output).toMatch(/\.eml/);
    for (const secret of secrets) expect(output, secret).not.toContain(secret);
    expect(output).not.toMatch(/lesbian|bondage/i);
    expect(output).not.toMatch(/token=/i);
    expect(output).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  });

  it('redacts addresses, tokens, passwords, cookies and IBANs that reach it inside a message or an error', () => {
    logged.clear();
    log.info('mail for anna.de.vries@example.nl at https://x.test/api/activate.php?token=abc123def');
    log.error('request failed', new Error('duplicate key: Key (email)=(piet@voorbeeld.nl) {"password":"hunter2-secret"}'));
    log.error('mandate refused for NL91ABNA0417164300 and DE89 3704 0044 0532 0130 00');
    log.error('upstream said', new Error('GET /x\nCookie: NEXT_LOCALE=nl; __Host-session=s3cr3t-cookie; other=private-value\nBearer abc.def'));
    const output = logged.raw.join('');
    expect(logged.lines()).toHaveLength(4);
    expect(output).toContain('[redacted]');
    expect(output).toContain('[iban]');
    expect(output).not.toMatch(/anna\.de\.vries@|piet@|abc123def|hunter2-secret|NL91ABNA|3704 0044|s3cr3t-cookie|private-value|abc\.def/);
  });
});
