import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Container } from '../../container';
import { cachedSecret } from '../sites/app-secrets';

const SECRET_KEY = 'appeal-signing';

type Deps = Pick<Container, 'db' | 'caches'>;

async function keyFor(deps: Deps): Promise<Buffer> {
  const secret = await cachedSecret(deps, SECRET_KEY, () => ({ key: randomBytes(32).toString('base64') }));
  return Buffer.from(secret.key, 'base64');
}

const sign = (key: Buffer, decisionId: number) => createHmac('sha256', key).update(`appeal/${decisionId}`).digest('base64url');

/**
 * The token in the statement's appeal link. It does not expire and needs no login: a suspended or
 * banned member cannot log in, and must still be able to appeal (once; the decision row says so).
 */
export async function appealToken(deps: Deps, decisionId: number): Promise<string> {
  return sign(await keyFor(deps), decisionId);
}

export async function isAppealToken(deps: Deps, decisionId: number, token: string): Promise<boolean> {
  const expected = Buffer.from(sign(await keyFor(deps), decisionId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
