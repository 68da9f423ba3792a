import type { Package } from '../../db/schema';

/** What one message costs with a package, in cents of its currency, at the site's message_credits. */
export function pricePerMessage(pkg: Pick<Package, 'priceCents' | 'credits'>, messageCredits: number): number {
  return Math.round((pkg.priceCents * messageCredits) / pkg.credits);
}
