import 'server-only';
import type { ServiceContext } from '../context';

/**
 * The country a member pays in: their profile's country, else the visitor's country, else the
 * site's first country. The /pricing page may ask for another one (`override`).
 */
export async function paymentCountry(ctx: ServiceContext, override?: string | null): Promise<string> {
  if (override) return override.toUpperCase();
  if (ctx.actor) {
    // The prepared read of the member's profile (db/queries/hot-reads.ts).
    const [profile] = await ctx.reads.profile.execute({ userId: ctx.actor.id });
    if (profile?.country) return profile.country.toUpperCase();
  }
  return (ctx.country ?? ctx.site.countries[0] ?? 'NL').toUpperCase();
}
