import 'server-only';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
// `algorithm: 2` is Algorithm.Argon2id; the const enum cannot be imported under isolatedModules.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

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

// An argon2id hash (same parameters as members' hashes) of a random secret nobody knows: an unknown
// address costs the same verification as a known one, so the answer time reveals no addresses.
export const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$OiLGurvP7V1H2qQGU6s/iA$DT27le+1TC933U34DjvL0pAFAyNASM0PSPhZlyn0re8';
