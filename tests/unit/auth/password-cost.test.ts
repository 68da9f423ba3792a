import { describe, expect, it } from 'vitest';
import { hash, verify } from '@node-rs/argon2';
import { PRODUCTION_DUMMY_HASH, PRODUCTION_HASH_OPTIONS } from '@/server/services/auth/password';

/** `$argon2id$v=19$m=…,t=…,p=…`: the algorithm and its cost, without salt and digest. */
const costOf = (passwordHash: string) => passwordHash.split('$').slice(0, 4).join('$');

// The test suites hash with cheaper parameters (NODE_ENV=test); what a real deployment stores is
// held to OWASP's argon2id baseline here.
describe('password hashing in production', () => {
  it("uses argon2id at OWASP's baseline: 19 MiB, 2 passes, 1 lane", async () => {
    const stored = await hash('correct horse battery staple', PRODUCTION_HASH_OPTIONS);
    expect(costOf(stored)).toBe('$argon2id$v=19$m=19456,t=2,p=1');
    expect(await verify(stored, 'correct horse battery staple')).toBe(true);
    expect(await verify(stored, 'wrong horse')).toBe(false);
  });

  it('checks unknown addresses against a dummy hash of the same cost', () => {
    expect(costOf(PRODUCTION_DUMMY_HASH)).toBe('$argon2id$v=19$m=19456,t=2,p=1');
  });
});
