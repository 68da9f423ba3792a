import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { users } from '@/server/db/schema';
import { mayMail } from '@/server/services/notifications/may-mail';
import type { NotificationsDto } from '@/shared/types/notifications';
import type { UserDto } from '@/shared/types/api';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const allOn = {
  new_conversations: true,
  new_messages: true,
  like: true,
  unread_message_reminders: true,
  promotions: true,
  weekly_updates: true,
  news: true,
  reminders: true,
};

describe('GET /api/notifications.php', () => {
  it('needs a session', async () => {
    const res = await t.agent().get('/api/notifications.php');
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
  });

  it('has every notification on for a new member', async () => {
    const { agent } = await loggedInMember(t);
    const res = await agent.get('/api/notifications.php');
    expect(res.status).toBe(200);
    expect(await bodyOf<NotificationsDto>(res)).toEqual({ email: allOn, push: true, notifications_disabled: [] });
  });
});

describe('PUT /api/notifications.php', () => {
  it('changes only the settings sent, and keeps them', async () => {
    const { agent } = await loggedInMember(t);
    const res = await agent.put('/api/notifications.php', { email: { promotions: false, news: false } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await bodyOf<NotificationsDto>(res)).email).toEqual({ ...allOn, promotions: false, news: false });
    await agent.put('/api/notifications.php', { push: false, email: { news: true } });
    const saved = await bodyOf<NotificationsDto>(await agent.get('/api/notifications.php'));
    expect(saved).toEqual({ email: { ...allOn, promotions: false }, push: false, notifications_disabled: [] });
  });

  it('refuses unknown settings and values that are not on or off', async () => {
    const { agent } = await loggedInMember(t);
    for (const body of [{ sms: true }, { email: { fax: true } }, { email: { like: 'yes' } }, { push: 1 }]) {
      const res = await agent.put('/api/notifications.php', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await errorOf(res)).error).toBe('validation_failed');
    }
  });

  it('turns stopped mail back on with enable_mail, which user.php then reports', async () => {
    const { id, agent } = await loggedInMember(t);
    await t.db
      .update(users)
      .set({ notificationsDisabled: ['bounce', 'listunsubscribe'] })
      .where(eq(users.id, id));
    const before = await bodyOf<{ user: UserDto }>(await agent.get('/api/user.php'));
    expect(before.user.notifications_disabled).toEqual(['bounce', 'listunsubscribe']);
    const res = await agent.put('/api/notifications.php', { enable_mail: true });
    expect((await bodyOf<NotificationsDto>(res)).notifications_disabled).toEqual([]);
    const after = await bodyOf<{ user: UserDto }>(await agent.get('/api/user.php'));
    expect(after.user.notifications_disabled).toEqual([]);
  });
});

describe('mayMail', () => {
  it('follows the member’s choices and stops all mail while a reason is listed', async () => {
    const { id, agent } = await loggedInMember(t);
    expect(await mayMail(t.db, id, 'like')).toBe(true);
    await agent.put('/api/notifications.php', { email: { like: false } });
    expect(await mayMail(t.db, id, 'like')).toBe(false);
    expect(await mayMail(t.db, id, 'new_messages')).toBe(true);
    await t.db
      .update(users)
      .set({ notificationsDisabled: ['fbl'] })
      .where(eq(users.id, id));
    expect(await mayMail(t.db, id, 'new_messages')).toBe(false);
  });
});
