import 'server-only';
import { eq } from 'drizzle-orm';
import type { Container } from '../../container';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

type Secret = Record<string, string>;

/**
 * The installation's secret `name` (a row of app_secrets, shared by every instance), made with
 * `create` the first time it is asked for. Instances starting together may race to make it: the row
 * that lands first wins, and every instance reads that one back.
 */
export async function readOrCreateSecret<T extends Secret>(db: Db, name: string, create: () => T): Promise<T> {
  const read = async () => (await db.select().from(appSecrets).where(eq(appSecrets.key, name)).limit(1))[0]?.value as T | undefined;
  const found = await read();
  if (found) return found;
  await db.insert(appSecrets).values({ key: name, value: create() }).onConflictDoNothing();
  return (await read())!;
}

/** The same, kept in the container's secrets cache: a secret never changes once made. */
export async function cachedSecret<T extends Secret>(deps: Pick<Container, 'db' | 'caches'>, name: string, create: () => T): Promise<T> {
  const entry = await deps.caches.secrets.getOrLoad(name, async () => ({ value: await readOrCreateSecret(deps.db, name, create) }));
  return entry.value as T;
}
