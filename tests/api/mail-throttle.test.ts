import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../fixtures/test-db';
import { insertMember } from '../factories/members';
import { claimMail, type MailClaim } from '@/server/services/notification-mails/claim-mail';
import { sites } from '@/server/db/schema';

let handle: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  handle = await openTestDb();
  await handle.db.insert(sites).values({ domain: 'localhost', name: 'Amora', domainLanguage: 'nl-NL', niche: 1, isDefault: true });
});
afterAll(() => handle.close());

const HOUR = 3_600_000;

describe('the mail throttle (one claim per member, kind and conversation)', () => {
  it('lets one of two instances claiming at once send, and a retry of the winner claim again', async () => {
    const member = await insertMember(handle.db);
    const now = new Date();
    const claim = (mark: number): MailClaim => ({ userId: member.id, kind: 'new_messages', subjectId: 7, mark, now, windowMs: HOUR });
    const results = await Promise.all([claimMail(handle.db, claim(101)), claimMail(handle.db, claim(102))]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = results[0] ? 101 : 102;
    expect(await claimMail(handle.db, claim(winner))).toBe(true);
    expect(await claimMail(handle.db, claim(103))).toBe(false);
    expect(await claimMail(handle.db, { ...claim(103), now: new Date(now.getTime() + HOUR) })).toBe(true);
  });

  it('moves a reminder forward only for newer unread messages', async () => {
    const member = await insertMember(handle.db);
    const claim = (mark: number): MailClaim => ({ userId: member.id, kind: 'unread_message_reminders', subjectId: 0, mark, now: new Date(), windowMs: null });
    expect(await claimMail(handle.db, claim(50))).toBe(true);
    expect(await claimMail(handle.db, claim(50))).toBe(false);
    expect(await claimMail(handle.db, claim(40))).toBe(false);
    expect(await claimMail(handle.db, claim(60))).toBe(true);
  });
});
