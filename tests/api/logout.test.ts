import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loginAs, signUpMember } from '../factories/accounts';
import { errorOf, setCookieOf } from '../factories/http';
import { sessions } from '@/server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/logout.php', () => {
  it('ends the session: the next GET /api/user.php is 403', async () => {
    const { agent } = await signUpMember(t);
    expect((await agent.get('/api/user.php')).status).toBe(200);
    const res = await agent.get('/api/logout.php');
    expect(res.status).toBe(200);
    expect(setCookieOf(res, 'session')?.attributes.get('max-age')).toBe('0');
    const me = await agent.get('/api/user.php');
    expect(me.status).toBe(403);
    expect((await errorOf(me)).error).toBe('authentication_required');
  });

  it('makes a copied session cookie worthless', async () => {
    const { agent, user } = await signUpMember(t);
    const token = agent.cookies.get('session');
    await agent.get('/api/logout.php');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const replay = await t.agent().get('/api/user.php', { cookie: `session=${token}` });
    expect(replay.status).toBe(403);
  });

  it('ends only this session: the member stays logged in on another device', async () => {
    const member = await signUpMember(t);
    const laptop = await loginAs(t, member);
    await member.agent.get('/api/logout.php');
    expect((await laptop.get('/api/user.php')).status).toBe(200);
  });

  it('is harmless for a visitor', async () => {
    const res = await t.agent().get('/api/logout.php');
    expect(res.status).toBe(200);
  });
});
