import 'server-only';
import { eq } from 'drizzle-orm';
import { bannedAddresses } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { ApiError } from '../../errors';
import { addressHash } from './restrictions';

/** Whether a ban put this address (any case, any surrounding spaces) on the ban list. */
export async function isBannedAddress(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ one: bannedAddresses.addressHash })
    .from(bannedAddresses)
    .where(eq(bannedAddresses.addressHash, addressHash(email)))
    .limit(1);
  return Boolean(row);
}

/** 422 on `email`: the address may not be used, and no more is said (not why, not whose). */
export const addressNotUsable = () => new ApiError({ code: 'validation_failed', messageKey: 'emailNotUsable', fields: { email: { key: 'emailNotUsable' } } });

/** Refuses an address on the ban list: sign-up and a mail change alike. */
export async function refuseBannedAddress(db: DbOrTx, email: string): Promise<void> {
  if (await isBannedAddress(db, email)) throw addressNotUsable();
}
