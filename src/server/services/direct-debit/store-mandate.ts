import 'server-only';
import { eq } from 'drizzle-orm';
import { directDebitAccounts } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import type { DirectDebitConfirmInput } from '@/shared/schemas/direct-debit';

/**
 * Keeps the mandate as the member gave it (holder, full IBAN, address, phone, when): it is what the
 * collection is based on. The IBAN is personal data and never goes into a log.
 */
export async function storeMandate(db: DbOrTx, userId: number, input: DirectDebitConfirmInput, siteName: string, now: Date): Promise<void> {
  const mandate = {
    creditor: siteName,
    reference: `${userId}-${now.getTime().toString(36).toUpperCase()}`,
    account_holder: input.account_holder,
    iban: input.iban,
    street: input.street,
    house_number: input.house_number,
    zip: input.zip,
    city: input.city,
    phone: input.phone,
    signed_at: now.toISOString(),
  };
  await db.insert(directDebitAccounts).values({ userId }).onConflictDoNothing();
  await db.update(directDebitAccounts).set({ mandate, mandateAt: now }).where(eq(directDebitAccounts.userId, userId));
}
