import 'server-only';
import { eq } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { users, type User } from '../../db/schema';
import { languageSchema } from '@/shared/schemas/user';
import { parseInput } from '../../api/validate';

/** Saves the language the member picked, so mails and the next visit use it (§7). */
export async function saveLanguage(ctx: AuthedContext, raw: unknown): Promise<User> {
  const { language } = parseInput(languageSchema, raw);
  const [user] = await ctx.db.update(users).set({ language }).where(eq(users.id, ctx.actor.id)).returning();
  return user;
}
