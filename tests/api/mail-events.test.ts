import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { applyBounceMessage } from '@/server/services/notifications/apply-mail-event';
import type { UserDto } from '@/shared/types/api';
import type { Agent } from '../fixtures/agent';

const TOKEN = 'mail-events-test-token-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ mailEventsToken: TOKEN });
});
afterAll(() => t.close());

// The provider posts server to server: JSON, a bearer token, no cookie, no Origin.
const post = (body: unknown, token: string | null = TOKEN) =>
  t.app.request('/api/mail-events.php', {
    method: 'POST',
    headers: { host: 'localhost', 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

const disabledOf = async (agent: Agent) => (await bodyOf<{ user: UserDto }>(await agent.get('/api/user.php'))).user.notifications_disabled;

describe('POST /api/mail-events.php (Postmark bounce and spam-complaint webhook)', () => {
  it('stops mail after a hard bounce, found by address in any case', async () => {
    const member = await loggedInMember(t);
    const res = await post({ RecordType: 'Bounce', Type: 'HardBounce', Email: member.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(await bodyOf(res)).toEqual({ applied: true });
    expect(await disabledOf(member.agent)).toEqual(['bounce']);
  });

  it('stops mail after a spam complaint', async () => {
    const member = await loggedInMember(t);
    await post({ RecordType: 'SpamComplaint', Type: 'SpamComplaint', Email: member.email });
    expect(await disabledOf(member.agent)).toEqual(['fbl']);
  });

  it('lets a soft bounce and other events pass', async () => {
    const member = await loggedInMember(t);
    expect(await bodyOf(await post({ RecordType: 'Bounce', Type: 'SoftBounce', Email: member.email }))).toEqual({ applied: false });
    expect(await bodyOf(await post({ RecordType: 'Delivery', Email: member.email }))).toEqual({ applied: false });
    expect(await disabledOf(member.agent)).toEqual([]);
  });

  it('refuses a call without the right token', async () => {
    const member = await loggedInMember(t);
    expect((await post({ RecordType: 'SpamComplaint', Email: member.email }, null)).status).toBe(401);
    expect((await post({ RecordType: 'SpamComplaint', Email: member.email }, 'wrong-token-wrong-token-wrong-tok')).status).toBe(401);
    expect(await disabledOf(member.agent)).toEqual([]);
  });

  it('refuses a body without an address', async () => {
    const res = await post({ RecordType: 'Bounce' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).error).toBe('validation_failed');
  });

  it('does not exist without MAIL_EVENTS_TOKEN', async () => {
    // The installation as configured without the variable (the container is read per request).
    t.container.mailEventsToken = undefined;
    try {
      expect((await post({ RecordType: 'Bounce', Email: 'x@example.org' })).status).toBe(404);
    } finally {
      t.container.mailEventsToken = TOKEN;
    }
  });
});

describe('a bounce in the local mailbox', () => {
  it('stops mail to the address the delivery report names', async () => {
    const member = await loggedInMember(t, { email: 'gone.member@example.org' });
    const dsn = readFileSync(path.join(__dirname, '../fixtures/mail/bounce-dsn.eml'), 'utf8');
    expect(await applyBounceMessage(t.db, dsn)).toEqual(['gone.member@example.org']);
    expect(await disabledOf(member.agent)).toEqual(['bounce']);
  });
});
