import 'server-only';
import type { AuthedContext } from '../context';

/** The currency of a country on this site (its message price's currency), EUR otherwise. */
export function currencyFor(ctx: AuthedContext, country: string): string {
  return ctx.site.extra.minimum_message_costs?.[country]?.currency ?? 'EUR';
}
