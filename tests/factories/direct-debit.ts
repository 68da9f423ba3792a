import { expect } from 'vitest';
import type { Db } from '@/server/db/client';
import { directDebitAccounts } from '@/server/db/schema';
import type { TestApp } from '../fixtures/test-app';
import { insertMember, type MemberOverrides } from './members';

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

let numbers = 0;
/** A Dutch mobile number of its own for each form, as typed: codes are limited per number. */
const ownMobileNumber = () => {
  numbers += 1;
  return `06-2${String(numbers).padStart(7, '0')}`;
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
    phone: ownMobileNumber(),
    mandate: true,
    ...overrides,
  };
}

/** The member's direct-debit settings as an operator would set them. */
export async function setDirectDebitAccount(db: Db, userId: number, values: { barred?: boolean; limitCents?: number }) {
  await db
    .insert(directDebitAccounts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: directDebitAccounts.userId, set: values });
}

/** The 6-digit code in the newest SMS to this number. */
export async function codeFromSms(t: TestApp, to: string): Promise<string> {
  const sms = await t.lastSms(to);
  const code = sms?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code was texted to ${to}`);
  return code;
}

/** A member logged in from an address of their own: codes are limited per address as well. */
export async function payingMember(t: TestApp, overrides: MemberOverrides = {}) {
  const member = await insertMember(t.db, overrides);
  const agent = t.agent(undefined, { ip: t.newIp() });
  const res = await agent.post('/api/user.php', { email: member.email, password: member.password });
  expect(res.status, await res.clone().text()).toBe(200);
  return { ...member, agent };
}
