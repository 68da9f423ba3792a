import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { insertMember } from '../factories/members';
import * as password from '@/server/services/auth/password';

// The real argon2 hashing, only counted: a bad link must not cost the server any of it.
vi.mock('@/server/services/auth/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/server/services/auth/password')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('PUT /api/reset-password.php with a bad link', () => {
  it('looks the token up before spending any argon2 work', async () => {
    await insertMember(t.db);
    vi.mocked(password.hashPassword).mockClear();
    for (const token of ['this-token-was-never-sent', 'x'.repeat(64)]) {
      const res = await t.agent().put('/api/reset-password.php', { token, password: 'brand-new-5', password_repeat: 'brand-new-5' });
      expect(res.status).toBe(422);
    }
    expect(password.hashPassword).not.toHaveBeenCalled();
  });

  it('hashes the new password once for a valid link', async () => {
    const member = await insertMember(t.db);
    await t.agent().post('/api/reset-password.php', { email: member.email });
    const token = new URL(t.mail.linkFor(member.email)).searchParams.get('token');
    vi.mocked(password.hashPassword).mockClear();
    const res = await t.agent().put('/api/reset-password.php', { token, password: 'brand-new-6', password_repeat: 'brand-new-6' });
    expect(res.status).toBe(200);
    expect(password.hashPassword).toHaveBeenCalledTimes(1);
  });
});
