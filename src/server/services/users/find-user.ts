import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type User } from '../../db/schema';

export async function findUserById(db: Db, id: number): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}
