import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { errorOf } from '../factories/http';
import { pushSubscriptions } from '@/server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const KEYS = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };
const subscribe = (agent: Awaited<ReturnType<typeof loggedInMember>>['agent'], endpoint: string) =>
  agent.post('/api/user.php?push=1', { subscription: { endpoint, expirationTime: null, keys: KEYS } });
const rowsOf = (userId: number) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('POST /api/user.php?push=1 endpoints', () => {
  it('accepts the https endpoints of the public push services', async () => {
    const member = await loggedInMember(t);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dXJxZ2Fk:APA91bH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://8.8.8.8/push/1',
      'https://[2a00:1450:4001:82a::200a]/push/2',
    ]) {
      expect((await subscribe(member.agent, endpoint)).status, endpoint).toBe(200);
    }
    expect(await rowsOf(member.id)).toHaveLength(5);
  });

  it('refuses plain http, other ports, credentials and over-long endpoints, storing nothing', async () => {
    const member = await loggedInMember(t);
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:secret@fcm.googleapis.com/fcm/send/abc',
      `https://fcm.googleapis.com/${'a'.repeat(1000)}`,
      'ftp://fcm.googleapis.com/x',
      'javascript:alert(1)',
    ]) {
      const res = await subscribe(member.agent, endpoint);
      expect(res.status, endpoint).toBe(422);
      expect((await errorOf(res)).fields, endpoint).toEqual({ 'subscription.endpoint': 'Deze waarde is ongeldig.' });
    }
    expect(await rowsOf(member.id)).toHaveLength(0);
  });

  it('refuses private, loopback, link-local and internal addresses in every spelling', async () => {
    const member = await loggedInMember(t);
    for (const endpoint of [
      'https://127.0.0.1/x',
      'https://2130706433/x',
      'https://0x7f.1/x',
      'https://10.1.2.3/x',
      'https://172.20.0.5/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/x',
      'https://0.0.0.0/x',
      'https://[::1]/x',
      'https://[::]/x',
      'https://[fd00::1]/x',
      'https://[fe80::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[2002:7f00:1::]/x',
      'https://localhost/x',
      'https://LOCALHOST./x',
      'https://push.localhost/x',
      'https://printer.local/x',
      'https://metadata.google.internal/x',
      'https://redis/x',
      'https://db.lan/x',
    ]) {
      expect((await subscribe(member.agent, endpoint)).status, endpoint).toBe(422);
    }
    expect(await rowsOf(member.id)).toHaveLength(0);
  });

  it('gives one endpoint to one member: subscribing again moves it to the member now logged in', async () => {
    const anna = await loggedInMember(t);
    const bram = await loggedInMember(t);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/shared-browser';
    expect((await subscribe(anna.agent, endpoint)).status).toBe(200);
    expect((await subscribe(bram.agent, endpoint)).status).toBe(200);
    expect(await rowsOf(anna.id)).toHaveLength(0);
    expect((await rowsOf(bram.id)).map((r) => r.endpoint)).toEqual([endpoint]);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(1);
  });
});
