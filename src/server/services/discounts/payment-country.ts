import 'server-only';
import { eq } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { profiles } from '../../db/schema';

/** The country a member pays in: their profile's country, else where the request comes from (NL last). */
export async function paymentCountry(ctx: AuthedContext): Promise<string> {
  const [profile] = await ctx.db.select({ country: profiles.country }).from(profiles).where(eq(profiles.userId, ctx.actor.id)).limit(1);
  return profile?.country ?? ctx.country ?? 'NL';
}

/** The currency of a country on this site (its message price's currency), EUR otherwise. */
export function currencyFor(ctx: AuthedContext, country: string): string {
  return ctx.site.extra.minimum_message_costs?.[country]?.currency ?? 'EUR';
}
