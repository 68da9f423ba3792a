import 'server-only';
import type { Db } from '../client';
import { discountCodes, sites } from '../schema';
import { discountCodeSeed } from './data/discount-codes';
import { readSeedMarker, writeSeedMarker } from './seed-markers';

/**
 * Each site gets its codes once (the marker lists the sites that had them), so a code an operator
 * deleted or edited stays as they left it. The example code (kind `code`, LOVE10) belongs to the demo.
 */
export async function seedDiscountCodes(db: Db, options: { demo: boolean }): Promise<void> {
  const seeded = (await readSeedMarker(db, 'site_codes_seed')) ?? {};
  const due = (await db.select({ id: sites.id }).from(sites)).filter((site) => !(String(site.id) in seeded));
  if (due.length === 0) return;
  for (const site of due) {
    const codes = discountCodeSeed(site.id).filter((code) => options.demo || code.kind !== 'code');
    await db.insert(discountCodes).values(codes).onConflictDoNothing();
  }
  const now = new Date().toISOString();
  await writeSeedMarker(db, 'site_codes_seed', Object.fromEntries(due.map((site) => [String(site.id), now])));
}
