import 'server-only';
import type { Db } from '../../db/client';
import { disableMailForAddress, type DisableReason } from './disable-mail';
import { failedRecipients } from './parse-dsn';
import { complainedRecipients } from './parse-arf';

export type MailEvent = { RecordType: string; Email: string; Type?: string };

// Postmark's bounce types that say the address is gone for good; soft bounces and delays are not.
const HARD_BOUNCES = new Set(['HardBounce', 'BadEmailAddress', 'ManuallyDeactivated', 'Blocked', 'SpamNotification']);

function reasonOf(event: MailEvent): DisableReason | null {
  if (event.RecordType === 'SpamComplaint') return 'fbl';
  if (event.RecordType === 'Bounce' && (!event.Type || HARD_BOUNCES.has(event.Type))) return 'bounce';
  return null;
}

/** A provider's bounce or spam-complaint event (Postmark's webhook shape): mail to that address stops. */
export async function applyMailEvent(db: Db, event: MailEvent): Promise<{ applied: boolean }> {
  const reason = reasonOf(event);
  if (!reason) return { applied: false };
  return { applied: (await disableMailForAddress(db, event.Email, reason)) > 0 };
}

/** A bounce delivered to the local mailbox (.eml DSN): every failed recipient gets mail stopped. */
export async function applyBounceMessage(db: Db, raw: string): Promise<string[]> {
  const recipients = failedRecipients(raw);
  for (const email of recipients) await disableMailForAddress(db, email, 'bounce');
  return recipients;
}

/**
 * A report from the local bounce mailbox: a spam complaint (ARF) stops mail with reason fbl, a
 * delivery failure (DSN) with reason bounce. `report` is false for a file that is neither.
 */
export async function applyReportMessage(db: Db, raw: string): Promise<{ report: boolean; recipients: string[] }> {
  const complained = complainedRecipients(raw);
  if (complained) {
    for (const email of complained) await disableMailForAddress(db, email, 'fbl');
    return { report: true, recipients: complained };
  }
  const isDsn = /content-type:\s*multipart\/report/i.test(raw) && /report-type="?delivery-status/i.test(raw);
  return { report: isDsn, recipients: isDsn ? await applyBounceMessage(db, raw) : [] };
}
