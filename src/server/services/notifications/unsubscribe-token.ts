import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

const SECRET_KEY = 'unsubscribe-signing';

// Read once per process: the key never changes after the installation's first use.
let cached: Promise<Buffer> | null = null;
let cachedFor: Db | null = null;

async function loadKey(db: Db): Promise<Buffer> {
  const read = async () => (await db.select().from(appSecrets).where(eq(appSecrets.key, SECRET_KEY)).limit(1))[0];
  let row = await read();
  if (!row) {
    // Two instances may race on the first mail; the first insert wins and both read it back.
    await db.insert(appSecrets).values({ key: SECRET_KEY, value: { key: randomBytes(32).toString('base64') } }).onConflictDoNothing();
    row = await read();
  }
  return Buffer.from(row.value.key, 'base64');
}

function keyFor(db: Db): Promise<Buffer> {
  if (!cached || cachedFor !== db) {
    cached = loadKey(db);
    cachedFor = db;
  }
  return cached;
}

const sign = (key: Buffer, userId: number) => createHmac('sha256', key).update(`unsubscribe/${userId}`).digest('base64url');

/** A token that never expires: a List-Unsubscribe link must work for as long as the mail is kept. */
export async function unsubscribeToken(db: Db, userId: number): Promise<string> {
  return `${userId}.${sign(await keyFor(db), userId)}`;
}

/** The member a token belongs to, or null for a forged or mangled one. */
export async function verifyUnsubscribeToken(db: Db, token: string): Promise<number | null> {
  const [id, signature] = token.split('.');
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId <= 0 || !signature) return null;
  const expected = Buffer.from(sign(await keyFor(db), userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** The two RFC 8058 headers every notification mail carries. */
export async function unsubscribeHeaders(db: Db, origin: string, userId: number): Promise<Record<string, string>> {
  const url = `${origin}/api/unsubscribe.php?token=${encodeURIComponent(await unsubscribeToken(db, userId))}`;
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
