import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';

// Errors at their level, as every installation logs them (before env.ts loads).
const previousLevel = vi.hoisted(() => {
  const before = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'error';
  return before;
});

import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember, signupForm } from '../factories/accounts';
import { grantCredits, sendText } from '../factories/chat';
import { errorOf } from '../factories/http';
import { captureLog } from '../fixtures/log-capture';

// When the database refuses a write in the middle of a member's request, the member gets the generic
// 500 and the operator one log line: the request id (also in the answer's X-Request-Id), the method
// and route, and the error's code, with the stack's frames. The driver's own message quotes the
// query's parameters, so the line must not carry it: no body, password hash, chat or profile text.

let t: TestApp;
let logged: ReturnType<typeof captureLog>;

beforeAll(async () => {
  t = await createTestApp();
  logged = captureLog();
});
afterEach(() => {
  logged.clear();
});
afterAll(async () => {
  if (previousLevel === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = previousLevel;
  vi.restoreAllMocks();
  await t.close();
});

/** The table refuses new rows from now on (existing rows stay valid), as a failing database would. */
async function refuseWrites(table: 'messages' | 'profiles' | 'users'): Promise<() => Promise<void>> {
  await t.db.execute(sql.raw(`alter table ${table} add constraint refuse_writes check (false) not valid`));
  return async () => void (await t.db.execute(sql.raw(`alter table ${table} drop constraint refuse_writes`)));
}

async function expectLoggedFailure(res: Response, route: string, secrets: string[]): Promise<void> {
  expect(res.status).toBe(500);
  expect(await errorOf(res)).toEqual({ error: 'server_error', message: 'Er is een fout opgetreden, probeer het later opnieuw.' });
  const id = res.headers.get('x-request-id');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const log = logged.text().join('\n');
  // The line carries the request's id as a field of its own too, as every line of the request does.
  expect(logged.lines().find((line) => line.msg.startsWith(`request ${id} `))?.requestId).toBe(id);
  for (const secret of secrets) expect(logged.raw.join(''), secret).not.toContain(secret);
  expect(log).toContain(`request ${id} ${route} failed: DrizzleQueryError 23514`);
  expect(log).toMatch(/\n\s+at /);
  for (const secret of secrets) expect(log).not.toContain(secret);
  expect(log).not.toMatch(/\$argon2id\$/);
  expect(log).not.toMatch(/params|insert into|update "/i);
}

describe('an unexpected failure in the log', () => {
  it('names the request, route and code of a failed chat message, never its text', async () => {
    const bram = await loggedInMember(t, { name: 'Bram', user: { paidUser: true } });
    await grantCredits(t.db, bram.id, 100);
    const anna = await loggedInMember(t, { name: 'Anna' });
    const undo = await refuseWrites('messages');
    const text = 'Mijn geheime zin voor Anna 7f3a';
    const res = await sendText(bram.agent, anna.id, text);
    await undo();
    await expectLoggedFailure(res, 'POST /api/message.php', [text]);
  });

  it('never carries the profile text of a failed profile save', async () => {
    const anna = await loggedInMember(t);
    const undo = await refuseWrites('profiles');
    const about = 'Over mij: iets heel persoonlijks 91c2';
    const res = await anna.agent.put('/api/profile.php', { about, city: 'Stadje 91c2' });
    await undo();
    await expectLoggedFailure(res, 'PUT /api/profile.php', [about, 'Stadje 91c2']);
  });

  it('never carries the body or password hash of a failed sign-up', async () => {
    const form = signupForm({ password: 'Zeer-geheim-wachtwoord-55', name: 'Lotte' });
    const undo = await refuseWrites('users');
    const res = await t.agent(undefined, { ip: t.newIp() }).post('/api/signup.php', form);
    await undo();
    await expectLoggedFailure(res, 'POST /api/signup.php', [form.password, form.email, JSON.stringify(form).slice(0, 40)]);
  });
});
