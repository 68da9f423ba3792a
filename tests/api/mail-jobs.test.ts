import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { signUpMember } from '../factories/accounts';
import { insertMember } from '../factories/members';

let t: TestApp;
const queued: object[] = [];
beforeAll(async () => {
  // The SMTP server answers the first message with 451 "try again later".
  t = await createTestApp({ mail: { refuseFirst: 1 } });
  const enqueue = t.container.jobs.enqueue.bind(t.container.jobs);
  t.container.jobs.enqueue = (name, payload, options) => {
    queued.push(payload);
    return enqueue(name, payload, options);
  };
});
afterAll(() => t.close());

describe('mails as background jobs', () => {
  it('retries a mail the SMTP server refused, and the member still gets a working link', async () => {
    const { email, agent } = await signUpMember(t);
    expect(t.mail.refusedCount()).toBe(1);
    const link = new URL(t.mail.linkFor(email));
    const res = await agent.get(link.pathname + link.search);
    expect(res.headers.get('location')).toBe('/activate/done');
  });

  it('queues no token and no address: the job rebuilds the link from ids', async () => {
    const member = await insertMember(t.db);
    expect((await t.agent().post('/api/reset-password.php', { email: member.email })).status).toBe(200);
    const token = new URL(t.mail.linkFor(member.email)).searchParams.get('token') ?? '';
    const stored = JSON.stringify(queued.at(-1));
    expect(token.length).toBeGreaterThan(20);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(member.email);
    expect(JSON.parse(stored)).toEqual({ tokenId: expect.any(Number), siteId: expect.any(Number), origin: 'http://localhost', locale: 'nl' });
  });
});
