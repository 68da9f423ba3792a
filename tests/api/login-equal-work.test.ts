import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { insertMember } from '../factories/members';
import { users } from '@/server/db/schema';

// Every password check the login makes, with the hash it was checked against.
const checked = vi.hoisted(() => ({ hashes: [] as string[] }));
vi.mock('@/server/services/auth/password', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/server/services/auth/password')>();
  return {
    ...original,
    verifyPassword: (hash: string, password: string) => {
      checked.hashes.push(hash);
      return original.verifyPassword(hash, password);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `$argon2id$v=19$m=…,t=…,p=…`: the algorithm and its cost, without salt and digest. */
const costOf = (hash: string) => hash.split('$').slice(0, 4).join('$');

describe('a login for an address nobody has', () => {
  it('does the same argon2 work as a wrong password for a real member, so timing tells nothing', async () => {
    const member = await insertMember(t.db);
    const [{ passwordHash }] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, member.id));
    checked.hashes.length = 0;
    const unknown = await t.agent(undefined, { ip: t.newIp() }).post('/api/user.php', { email: 'nobody-here@example.com', password: 'not-the-password' });
    expect(unknown.status).toBe(401);
    expect(checked.hashes).toHaveLength(1);
    expect(costOf(checked.hashes[0])).toBe(costOf(passwordHash));
    expect(checked.hashes[0]).not.toBe(passwordHash);
  });
});
