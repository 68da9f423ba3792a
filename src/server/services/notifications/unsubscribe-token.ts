import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Container } from '../../container';
import { cachedSecret } from '../sites/app-secrets';

const SECRET_KEY = 'unsubscribe-signing';

type Deps = Pick<Container, 'db' | 'caches'>;

async function keyFor(deps: Deps): Promise<Buffer> {
  const secret = await cachedSecret(deps, SECRET_KEY, () => ({ key: randomBytes(32).toString('base64') }));
  return Buffer.from(secret.key, 'base64');
}

const sign = (key: Buffer, userId: number) => createHmac('sha256', key).update(`unsubscribe/${userId}`).digest('base64url');

/** A token that never expires: a List-Unsubscribe link must work for as long as the mail is kept. */
export async function unsubscribeToken(deps: Deps, userId: number): Promise<string> {
  return `${userId}.${sign(await keyFor(deps), userId)}`;
}

/** The member a token belongs to, or null for a forged or mangled one. */
export async function verifyUnsubscribeToken(deps: Deps, token: string): Promise<number | null> {
  const [id, signature] = token.split('.');
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId <= 0 || !signature) return null;
  const expected = Buffer.from(sign(await keyFor(deps), userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** The member's own unsubscribe address on their site: the body's link and the List-Unsubscribe header. */
export async function unsubscribeUrl(deps: Deps, origin: string, userId: number): Promise<string> {
  return `${origin}/api/unsubscribe.php?token=${encodeURIComponent(await unsubscribeToken(deps, userId))}`;
}

/** The two RFC 8058 headers every notification mail carries. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
