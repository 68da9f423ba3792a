import 'server-only';
import { eq } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { users, type User } from '../../db/schema';
import type { z } from 'zod';
import type { languageSchema } from '@/shared/schemas/user';

/** Saves the language the member picked, so mails and the next visit use it (§7). */
export async function saveLanguage(ctx: AuthedContext, { language }: z.infer<typeof languageSchema>): Promise<User> {
  const [user] = await ctx.db.update(users).set({ language }).where(eq(users.id, ctx.actor.id)).returning();
  return user;
}
