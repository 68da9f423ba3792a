import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { orders, profiles } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
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

/** Whether a member ever completed a purchase (the intro offer is for those who did not). */
export async function hasBought(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, userId), isNotNull(orders.paidAt))).limit(1);
  return rows.length > 0;
}
