import 'server-only';
import { eq } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { users, type User } from '../../db/schema';
import { forgetCachedSessions } from '../auth/sessions';
import type { z } from 'zod';
import type { userSettingsSchema } from '@/shared/schemas/user';

/**
 * Saves the language the member picked, so mails and the next visit use it (§7), and invisible
 * mode (§3): an invisible member drops out of every list at once, as the lists filter on the flag;
 * and the time zone every time shown to them is in.
 */
export async function saveSettings(ctx: AuthedContext, input: z.infer<typeof userSettingsSchema>): Promise<User> {
  const changes: Partial<Pick<User, 'language' | 'invisible' | 'timeZone'>> = {};
  if (input.language !== undefined) changes.language = input.language;
  if (input.invisible !== undefined) changes.invisible = input.invisible;
  if (input.time_zone !== undefined) changes.timeZone = input.time_zone;
  const [user] = await ctx.db.update(users).set(changes).where(eq(users.id, ctx.actor.id)).returning();
  // The cached answers (settings, interests) follow the member's language.
  if (changes.language !== undefined) await forgetCachedSessions(ctx);
  return user;
}
