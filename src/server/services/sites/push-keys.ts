import 'server-only';
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Container } from '../../container';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

type VapidKeys = { publicKey: string; privateKey: string };

/** Web-push VAPID keys: generated once per installation and kept in the database (shared by instances). */
export async function getVapidKeys(deps: Pick<Container, 'db' | 'caches'>): Promise<VapidKeys> {
  const entry = await deps.caches.secrets.getOrLoad('vapid', async () => ({ value: await loadOrCreate(deps.db) }));
  return entry.value as VapidKeys;
}

async function loadOrCreate(db: Db): Promise<VapidKeys> {
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.key, 'vapid')).limit(1);
  if (row) return row.value as VapidKeys;
  // Two instances may race on the first start: the row that lands first wins for both.
  await db.insert(appSecrets).values({ key: 'vapid', value: generateVapidKeys() }).onConflictDoNothing();
  const [stored] = await db.select().from(appSecrets).where(eq(appSecrets.key, 'vapid')).limit(1);
  return stored.value as VapidKeys;
}

function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  // Browsers want the uncompressed point 0x04 || X || Y, base64url encoded.
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x!, 'base64url'), Buffer.from(pub.y!, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: priv.d! };
}
