import 'server-only';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import type { ServiceContext } from '../context';

/**
 * The country a member pays in: their profile's country, else the visitor's country, else the
 * site's first country. The /pricing page may ask for another one (`override`).
 */
export async function paymentCountry(ctx: ServiceContext, override?: string | null): Promise<string> {
  if (override) return override.toUpperCase();
  if (ctx.actor) {
    const [profile] = await ctx.db.select({ country: profiles.country }).from(profiles).where(eq(profiles.userId, ctx.actor.id));
    if (profile?.country) return profile.country.toUpperCase();
  }
  return (ctx.country ?? ctx.site.countries[0] ?? 'NL').toUpperCase();
}
