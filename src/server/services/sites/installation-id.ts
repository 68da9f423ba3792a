import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

const KEY = 'installation';

/**
 * A random id per installation (per database), shared by its instances. Redis pub/sub channels are
 * global to a Redis server, so two installations (or test runs) sharing one must not hear each
 * other's member events: the channel and presence keys carry this id.
 */
export async function installationId(db: Db): Promise<string> {
  const read = async () => (await db.select().from(appSecrets).where(eq(appSecrets.key, KEY)).limit(1))[0]?.value.id;
  const found = await read();
  if (found) return found;
  // Instances starting together race here: the row that lands first is everyone's.
  await db.insert(appSecrets).values({ key: KEY, value: { id: randomUUID() } }).onConflictDoNothing();
  return (await read())!;
}
