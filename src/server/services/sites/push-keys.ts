import 'server-only';
import { generateKeyPairSync } from 'node:crypto';
import type { Container } from '../../container';
import { cachedSecret } from './app-secrets';

type VapidKeys = { publicKey: string; privateKey: string };

/** Web-push VAPID keys: generated once per installation and kept in the database (shared by instances). */
export function getVapidKeys(deps: Pick<Container, 'db' | 'caches'>): Promise<VapidKeys> {
  return cachedSecret(deps, 'vapid', generateVapidKeys);
}

function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  // Browsers want the uncompressed point 0x04 || X || Y, base64url encoded.
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x!, 'base64url'), Buffer.from(pub.y!, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: priv.d! };
}
