import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember, signUpMember } from '../factories/accounts';
import { grantCredits, openChat, sentText } from '../factories/chat';
import { bodyOf, errorOf } from '../factories/http';
import { formatDateTime } from '@/shared/i18n/format-date';
import type { UserDto } from '@/shared/types/api';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  t.container.clock = () => new Date();
});
afterAll(async () => {
  await t.close();
});

const userOf = async (agent: Awaited<ReturnType<typeof loggedInMember>>['agent']) => (await bodyOf<{ user: UserDto }>(await agent.get('/api/user.php'))).user;

describe('the member’s time zone', () => {
  it('is taken from the browser at sign-up and at login, and returned in the user', async () => {
    const { agent, email, password, user } = await signUpMember(t, { time_zone: 'America/New_York' });
    expect(user.time_zone).toBe('America/New_York');
    expect((await userOf(agent)).time_zone).toBe('America/New_York');

    const traveller = t.agent();
    const res = await traveller.post('/api/user.php', { email, password, time_zone: 'Europe/Helsinki' });
    expect(res.status).toBe(200);
    expect((await bodyOf<{ user: UserDto }>(res)).user.time_zone).toBe('Europe/Helsinki');
    expect((await userOf(agent)).time_zone).toBe('Europe/Helsinki');
  });

  it('keeps the stored zone when a browser sends none or one it cannot name, rather than refusing the login', async () => {
    const member = await loggedInMember(t);
    await member.agent.put('/api/user.php', { time_zone: 'Asia/Tokyo' });
    const res = await t.agent().post('/api/user.php', { email: member.email, password: member.password, time_zone: 'Nowhere/Atlantis' });
    expect(res.status).toBe(200);
    expect((await bodyOf<{ user: UserDto }>(res)).user.time_zone).toBe('Asia/Tokyo');
  });

  it('is changed in settings, and a name that is no IANA zone is refused in the member’s language', async () => {
    const member = await loggedInMember(t, { user: { language: 'de' } });
    const saved = await member.agent.put('/api/user.php', { time_zone: 'Australia/Sydney' });
    expect(saved.status).toBe(200);
    expect((await bodyOf<{ user: UserDto }>(saved)).user.time_zone).toBe('Australia/Sydney');

    for (const wrong of ['Europe/Atlantis', 'CET+99', '', 42]) {
      const res = await member.agent.put('/api/user.php', { time_zone: wrong });
      expect(res.status, String(wrong)).toBe(422);
      expect((await errorOf(res)).fields).toEqual({ time_zone: 'Wähle eine Zeitzone aus der Liste.' });
    }
    expect((await userOf(member.agent)).time_zone).toBe('Australia/Sydney');
  });

  it('puts a message sent at 12:00 UTC at 07:00 in New York in winter and 08:00 in summer', async () => {
    const anna = await loggedInMember(t, { name: 'Anna', user: { language: 'en', paidUser: true } });
    const bram = await loggedInMember(t, { name: 'Bram', user: { paidUser: true } });
    await grantCredits(t.db, bram.id, 100);
    await anna.agent.put('/api/user.php', { time_zone: 'America/New_York' });
    const user = await userOf(anna.agent);
    const audience = { language: user.language ?? 'en', country: user.profile.country, timeZone: user.time_zone ?? undefined };

    const shown = [];
    for (const at of ['2026-01-15T12:00:00Z', '2026-07-15T12:00:00Z']) {
      t.container.clock = () => new Date(at);
      const sent = await sentText(bram.agent, anna.id, `Hello at ${at}`);
      const chat = await openChat(anna.agent, sent.conversation.id);
      const message = chat.messages.find((m) => m.id === sent.message.id)!;
      shown.push(formatDateTime(message.created_at, audience, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
    }
    expect(shown).toEqual(['07:00', '08:00']);
  });
});
