import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import { isTest } from '../../env';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
// `algorithm: 2` is Algorithm.Argon2id; the const enum cannot be imported under isolatedModules.
export const PRODUCTION_HASH_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
// Under NODE_ENV=test only: the suites log in thousands of times, and at 19 MiB each check is about
// 13 ms of CPU. Same algorithm and code path, far less memory; tests/unit/auth/password-cost.test.ts
// holds the production parameters and the production dummy hash to the baseline above.
export const TEST_HASH_OPTIONS = { algorithm: 2, memoryCost: 256, timeCost: 1, parallelism: 1 };

const OPTIONS = isTest ? TEST_HASH_OPTIONS : PRODUCTION_HASH_OPTIONS;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// argon2id hashes (with the parameters members' hashes get) of random secrets nobody knows: an unknown
// address costs the same verification as a known one, so the answer time reveals no addresses.
export const PRODUCTION_DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$OiLGurvP7V1H2qQGU6s/iA$DT27le+1TC933U34DjvL0pAFAyNASM0PSPhZlyn0re8';
const TEST_DUMMY_HASH = '$argon2id$v=19$m=256,t=1,p=1$AcJLydXHYgjYnKWRqPdMYg$Oe7UvtmP0T6Hc/lwYN9YZmNikAJ+JfOrjodZIExJcac';
export const DUMMY_HASH = isTest ? TEST_DUMMY_HASH : PRODUCTION_DUMMY_HASH;
