import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { readOrCreateSecret } from './app-secrets';

const KEY = 'installation';

/**
 * A random id per installation (per database), shared by its instances. Redis pub/sub channels are
 * global to a Redis server, so two installations (or test runs) sharing one must not hear each
 * other's member events: the channel and presence keys carry this id.
 */
export async function installationId(db: Db): Promise<string> {
  return (await readOrCreateSecret(db, KEY, () => ({ id: randomUUID() }))).id;
}
