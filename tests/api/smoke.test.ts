import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('smoke', () => {
  it('signs up, activates and reads the user', async () => {
    const a = t.agent();
    const res = await a.post('/api/signup.php', { email: 'anna@example.com', name: 'Anna', password: 'secret12', date_of_birth: '1990-05-01', terms: true });
    expect(res.status, await res.clone().text()).toBe(201);
    const me = await a.get('/api/user.php', { 'x-request-type': 'client' });
    const body = await me.json();
    expect(body.user.status).toBe('not_confirmed');
    const link = new URL(t.mail.linkFor('anna@example.com'));
    const act = await a.get(link.pathname + link.search);
    expect(act.headers.get('location')).toBe('/activate/done');
    const s = await a.get('/api/settings.php?_force_domain=localhost');
    const settings = (await s.json()).settings;
    expect(settings.name).toBe('Amora');
    const m = await a.get('/api/members.php');
    expect(m.status).toBe(200);
  });
});
