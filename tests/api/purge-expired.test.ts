import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, loginAttempts, sessions } from '@/server/db/schema';
import { purgeExpired } from '@/server/jobs/purge-expired';
import { createTestApp, type TestApp } from '../fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('purging expired rows', () => {
  it('removes expired sessions and stale tokens and attempts, keeps live ones', async () => {
    const a = t.agent();
    const res = await a.post('/api/signup.php', { email: 'purge@example.com', name: 'Pia', password: 'secret12', date_of_birth: '1990-01-01', terms: true });
    expect(res.status).toBe(201);
    await a.post('/api/user.php', { email: 'purge@example.com', password: 'wrong-one' });
    const later = new Date(Date.now() + 31 * 86_400_000);
    await purgeExpired(t.db, new Date());
    expect(await t.db.select().from(sessions)).toHaveLength(1);
    expect(await t.db.select().from(emailTokens)).toHaveLength(1);
    expect(await t.db.select().from(loginAttempts)).toHaveLength(1);
    await purgeExpired(t.db, later);
    expect(await t.db.select().from(sessions)).toHaveLength(0);
    expect(await t.db.select().from(emailTokens)).toHaveLength(0);
    expect(await t.db.select().from(loginAttempts)).toHaveLength(0);
  });
});
