import type { Db } from '@/server/db/client';
import { directDebitAccounts } from '@/server/db/schema';
import type { TestApp } from '../fixtures/test-app';

export type SddForm = {
  package: number;
  account_holder: string;
  iban: string;
  street: string;
  house_number: string;
  zip: string;
  city: string;
  phone: string;
  mandate: boolean;
  otp?: string;
};

/** The direct-debit form as a member fills it in (a valid Dutch IBAN, typed with spaces). */
export function sddForm(packageId: number, overrides: Partial<SddForm> = {}): SddForm {
  return {
    package: packageId,
    account_holder: 'J. de Vries',
    iban: 'NL91 ABNA 0417 1643 00',
    street: 'Damrak',
    house_number: '1',
    zip: '1012 LG',
    city: 'Amsterdam',
    phone: '06-1234 5678',
    mandate: true,
    ...overrides,
  };
}

/** The member's direct-debit settings as an operator would set them. */
export async function setDirectDebitAccount(db: Db, userId: number, values: { barred?: boolean; limitCents?: number }) {
  await db.insert(directDebitAccounts).values({ userId, ...values }).onConflictDoUpdate({ target: directDebitAccounts.userId, set: values });
}

/** The 6-digit code in the newest SMS to this number. */
export async function codeFromSms(t: TestApp, to: string): Promise<string> {
  const sms = await t.lastSms(to);
  const code = sms?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code was texted to ${to}`);
  return code;
}
