import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { openActivationLink, signUpMember } from '../factories/accounts';
import { bodyOf, errorOf, retryAfterWithin, setCookieOf } from '../factories/http';
import { emailTokens, profiles, users } from '@/server/db/schema';
import { purgeExpired } from '@/server/jobs/purge-expired';
import type { UserDto } from '@/shared/types/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function accountState(userId: number) {
  const [row] = await t.db
    .select({ status: users.status, profileStatus: profiles.status })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

describe('GET /api/activate.php', () => {
  it('confirms the address, activates the profile and sends the member to /activate/done', async () => {
    const { email, user } = await signUpMember(t);
    expect(await accountState(user.id)).toEqual({ status: 'not_confirmed', profileStatus: 'disabled' });
    const res = await openActivationLink(t, t.agent(), email);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/activate/done');
    expect(await accountState(user.id)).toEqual({ status: 'confirmed', profileStatus: 'active' });
  });

  it('confirms the address but signs in no browser that opens the link', async () => {
    const { email, user } = await signUpMember(t);
    const phone = t.agent();
    const res = await openActivationLink(t, phone, email);
    expect(res.headers.get('location')).toBe('/activate/done');
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await phone.get('/api/user.php')).status).toBe(403);
    expect(await accountState(user.id)).toEqual({ status: 'confirmed', profileStatus: 'active' });
  });

  it('leaves the member logged in where they already were', async () => {
    const { agent, email, user } = await signUpMember(t);
    await openActivationLink(t, agent, email);
    const me = await agent.get('/api/user.php');
    expect((await bodyOf<{ user: UserDto }>(me)).user).toMatchObject({ id: user.id, status: 'confirmed' });
  });

  it('says that the address is confirmed already when a used link is opened again, and signs no one in', async () => {
    const { email } = await signUpMember(t);
    expect((await openActivationLink(t, t.agent(), email)).headers.get('location')).toBe('/activate/done');
    const again = t.agent();
    const res = await openActivationLink(t, again, email);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/activate/done?already=1');
    expect(setCookieOf(res, 'session')).toBeNull();
    expect((await again.get('/api/user.php')).status).toBe(403);
  });

  it('says so for a used link a day later too: the purge keeps it until it would have expired', async () => {
    const { email } = await signUpMember(t);
    await openActivationLink(t, t.agent(), email);
    await purgeExpired(t.db, new Date(Date.now() + 2 * 86_400_000));
    expect((await openActivationLink(t, t.agent(), email)).headers.get('location')).toBe('/activate/done?already=1');
  });

  it('sends a used link of an account that is being deleted to /activate/error', async () => {
    const { email, user } = await signUpMember(t);
    await openActivationLink(t, t.agent(), email);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await openActivationLink(t, t.agent(), email)).headers.get('location')).toBe('/activate/error');
  });

  it('sends an unknown or missing token to /activate/error', async () => {
    for (const path of ['/api/activate.php?token=not-a-real-token', '/api/activate.php', `/api/activate.php?token=${'x'.repeat(500)}`]) {
      const res = await t.agent().get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/activate/error');
    }
  });

  it('sends an expired link to /activate/error and leaves the account unconfirmed', async () => {
    const { email, user } = await signUpMember(t);
    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(emailTokens.userId, user.id));
    const res = await openActivationLink(t, t.agent(), email);
    expect(res.headers.get('location')).toBe('/activate/error');
    expect(await accountState(user.id)).toEqual({ status: 'not_confirmed', profileStatus: 'disabled' });
  });

  it('does not revive an account that is being deleted', async () => {
    const { email, user } = await signUpMember(t);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    const res = await openActivationLink(t, t.agent(), email);
    expect(res.headers.get('location')).toBe('/activate/error');
    expect(await accountState(user.id)).toEqual({ status: 'not_confirmed', profileStatus: 'disabled' });
  });

  it('has no PUT or DELETE', async () => {
    const res = await t.agent().put('/api/activate.php', {});
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error).toBe('not_found');
  });
});

describe('POST /api/activate.php', () => {
  it('mails a new link that activates the account, and the old link keeps working until used', async () => {
    const { agent, email, user } = await signUpMember(t);
    const first = t.mail.linkFor(email);
    const res = await agent.post('/api/activate.php');
    expect(res.status).toBe(200);
    const second = t.mail.linkFor(email);
    expect(second).not.toBe(first);
    const url = new URL(second);
    const opened = await t.agent().get(url.pathname + url.search);
    expect(opened.headers.get('location')).toBe('/activate/done');
    expect(await accountState(user.id)).toEqual({ status: 'confirmed', profileStatus: 'active' });
  });

  it('allows three activation mails a day, the signup mail included', async () => {
    const signedUpAt = Date.now();
    const { agent } = await signUpMember(t);
    expect((await agent.post('/api/activate.php')).status).toBe(200);
    expect((await agent.post('/api/activate.php')).status).toBe(200);
    const res = await agent.post('/api/activate.php');
    expect(res.status).toBe(429);
    const { retryAfter, earliest } = retryAfterWithin(res, 86_400, signedUpAt);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(retryAfter).toBeGreaterThanOrEqual(earliest);
    const body = await errorOf(res);
    expect(body.error).toBe('resend_limit');
    expect(body.message).toBe('Je hebt vandaag al te vaak een nieuwe bevestigingsmail gevraagd, probeer het morgen nog eens.');
  });

  it('tells a confirmed member there is nothing to confirm', async () => {
    const { agent, email } = await signUpMember(t);
    await openActivationLink(t, agent, email);
    const res = await agent.post('/api/activate.php');
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe('Je e-mailadres is al bevestigd.');
  });

  it('needs a session', async () => {
    const res = await t.agent().post('/api/activate.php');
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
  });
});
