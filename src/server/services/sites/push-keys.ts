import 'server-only';
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

type VapidKeys = { publicKey: string; privateKey: string };
let cached: VapidKeys | null = null;

/** Web-push VAPID keys: generated once per installation and kept in the database (shared by instances). */
export async function getVapidKeys(db: Db): Promise<VapidKeys> {
  if (cached) return cached;
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.key, 'vapid')).limit(1);
  if (row) return (cached = row.value as VapidKeys);
  const fresh = generateVapidKeys();
  await db.insert(appSecrets).values({ key: 'vapid', value: fresh }).onConflictDoNothing();
  const [stored] = await db.select().from(appSecrets).where(eq(appSecrets.key, 'vapid')).limit(1);
  return (cached = stored.value as VapidKeys);
}

function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  // Browsers want the uncompressed point 0x04 || X || Y, base64url encoded.
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x!, 'base64url'), Buffer.from(pub.y!, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: priv.d! };
}
