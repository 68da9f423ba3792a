import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { listenOnFreePort, openEventStream } from '../fixtures/event-stream';
import type { CaughtMail } from '../fixtures/mail-catcher';
import { loggedInMember } from '../factories/accounts';
import { grantCredits, openChat, sentText } from '../factories/chat';
import { headerOf, subjectOf } from '../factories/mail';
import type { MemberOverrides } from '../factories/members';
import { sites } from '@/server/db/schema';
import { UNREAD_REMINDERS_JOB } from '@/server/services/notification-mails/unread-reminders';
import { NOTIFICATION_MAIL_JOB } from '@/server/services/notification-mails/notification-mail-payload';

let t: TestApp;
let http: Awaited<ReturnType<typeof listenOnFreePort>>;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  http = await listenOnFreePort(t.app);
});
afterEach(() => {
  t.container.clock = () => new Date();
});
afterAll(async () => {
  await http.close();
  await t.close();
});

/** Moves the server's clock (requests and jobs alike) this far past the real time. */
const later = (ms: number) => {
  t.container.clock = () => new Date(Date.now() + ms);
};

async function member(name: string, overrides: MemberOverrides = {}) {
  const m = await loggedInMember(t, { name, ...overrides, user: { paidUser: true, ...overrides.user } });
  await grantCredits(t.db, m.id, 200);
  return m;
}

const mailsTo = (email: string): CaughtMail[] => t.mail.mails.filter((mail) => mail.to === email);
const subjectsTo = (email: string) => mailsTo(email).map((mail) => subjectOf(mail));
const like = (agent: Awaited<ReturnType<typeof member>>['agent'], profile: number) => agent.post('/api/like.php', { profile });

/** Runs the periodic reminder job now, as the runner's tick would, and waits for the mails it queues. */
async function runReminderJob(): Promise<void> {
  await t.container.jobs.enqueue(UNREAD_REMINDERS_JOB, {});
  await t.container.jobs.drain();
}

describe('notification mails for chats and likes', () => {
  it('mails a new conversation in the recipient’s language, with a link to it and one-click unsubscribe', async () => {
    const anna = await member('Anna', { user: { language: 'de' } });
    const bram = await member('Bram');
    const sent = await sentText(bram.agent, anna.id, 'Hoi Anna!');
    const [mail] = mailsTo(anna.email);
    expect(subjectOf(mail)).toBe('Bram hat auf Amora ein Gespräch mit dir begonnen');
    expect(mail.text).toContain('Hallo Anna, Bram hat dir eine erste Nachricht geschickt.');
    expect(t.mail.linkFor(anna.email)).toBe(`http://localhost/chats/${sent.conversation.id}`);
    const unsubscribe = /^<(http:\/\/localhost\/api\/unsubscribe\.php\?token=[^>]+)>$/.exec(headerOf(mail, 'List-Unsubscribe') ?? '')?.[1];
    expect(unsubscribe).toBeDefined();
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    // The message text stays in the chat; the sender gets no mail about their own message.
    expect(mail.text).not.toContain('Hoi Anna!');
    expect(mailsTo(bram.email)).toEqual([]);

    // The mail program's one-click unsubscribe stops the next mail.
    const url = new URL(unsubscribe!);
    const res = await t.app.request(url.pathname + url.search, {
      method: 'POST',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    await like(bram.agent, anna.id);
    expect(mailsTo(anna.email)).toHaveLength(1);
  });

  it('mails new messages at most once an hour per conversation', async () => {
    const anna = await member('Anna');
    const bram = await member('Bram');
    const carl = await member('Carl');
    await sentText(bram.agent, anna.id, 'Eerste');
    await sentText(bram.agent, anna.id, 'Tweede');
    await sentText(bram.agent, anna.id, 'Derde');
    // Another conversation has an hour of its own.
    await sentText(carl.agent, anna.id, 'Hallo');
    expect(subjectsTo(anna.email)).toEqual(['Bram is een gesprek met je begonnen op Amora', 'Carl is een gesprek met je begonnen op Amora']);

    later(61 * 60_000);
    await sentText(bram.agent, anna.id, 'Vierde');
    await sentText(bram.agent, anna.id, 'Vijfde');
    await sentText(carl.agent, anna.id, 'Nog een');
    expect(subjectsTo(anna.email).slice(2)).toEqual(['Nieuw bericht van Bram op Amora', 'Nieuw bericht van Carl op Amora']);
    expect(mailsTo(anna.email)[2].text).toContain('Hoi Anna, Bram heeft je een nieuw bericht gestuurd.');

    later(2 * HOUR + 60_000);
    await sentText(bram.agent, anna.id, 'Zesde');
    expect(subjectsTo(anna.email).slice(4)).toEqual(['Nieuw bericht van Bram op Amora']);
  });

  it('mails a like with a link to the likes page', async () => {
    const anna = await member('Anna', { user: { language: 'en' } });
    const dirk = await member('Dirk');
    expect((await like(dirk.agent, anna.id)).status).toBe(200);
    expect(subjectsTo(anna.email)).toEqual(['Dirk likes you on Amora']);
    expect(t.mail.linkFor(anna.email)).toBe('http://localhost/likes');
    expect(headerOf(mailsTo(anna.email)[0], 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost\/api\/unsubscribe\.php\?token=/);
  });

  it('labels a fictional profile with the site’s fictional label', async () => {
    const anna = await member('Anna');
    const mira = await member('Mira', { profile: { isFictional: true } });
    await sentText(mira.agent, anna.id, 'Hallo!');
    await like(mira.agent, anna.id);
    expect(subjectsTo(anna.email)).toEqual(['Mira (Fictief profiel) is een gesprek met je begonnen op Amora', 'Mira (Fictief profiel) vindt je leuk op Amora']);
  });

  it('labels a fictional profile with the site’s own label in the recipient’s language', async () => {
    const [site] = await t.db.select().from(sites).where(eq(sites.domain, 'localhost'));
    await t.db
      .update(sites)
      .set({ texts: { ...site.texts, fictional_singular: { en: 'Hosted profile' } } })
      .where(eq(sites.id, site.id));
    try {
      const anna = await member('Anna', { user: { language: 'en' } });
      const bert = await member('Bert', { user: { language: 'de' } });
      const mira = await member('Mira', { profile: { isFictional: true } });
      await like(mira.agent, anna.id);
      await like(mira.agent, bert.id);
      expect(subjectsTo(anna.email)).toEqual(['Mira (Hosted profile) likes you on Amora']);
      // No German label on the site: its own language (Dutch) has none either, so the message files'.
      expect(subjectsTo(bert.email)).toEqual(['Mira (Fiktives Profil) mag dich auf Amora']);
    } finally {
      await t.db.update(sites).set({ texts: site.texts }).where(eq(sites.id, site.id));
    }
  });

  it('sends nothing of a kind the member switched off, nor anything once mail was stopped', async () => {
    const anna = await member('Anna');
    const bram = await member('Bram');
    const put = await anna.agent.put('/api/notifications.php', { email: { new_conversations: false, like: false } });
    expect(put.status).toBe(200);
    await sentText(bram.agent, anna.id, 'Hoi');
    await like(bram.agent, anna.id);
    expect(mailsTo(anna.email)).toEqual([]);

    const eva = await member('Eva', { user: { notificationsDisabled: ['bounce'] } });
    await sentText(bram.agent, eva.id, 'Hoi Eva');
    await like(bram.agent, eva.id);
    expect(mailsTo(eva.email)).toEqual([]);
  });

  it('mails no new message to a member who has the site open, but still a like', async () => {
    const anna = await member('Anna');
    const bram = await member('Bram');
    await sentText(bram.agent, anna.id, 'Eerste');
    later(2 * HOUR);
    const cookie = [...anna.agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const stream = await openEventStream(`${http.origin}/api/events.php`, { cookie });
    try {
      await sentText(bram.agent, anna.id, 'Ben je er?');
      expect(await stream.next()).toMatchObject({ type: 'message' });
      await like(bram.agent, anna.id);
      expect(subjectsTo(anna.email)).toEqual(['Bram is een gesprek met je begonnen op Amora', 'Bram vindt je leuk op Amora']);
    } finally {
      await stream.close();
    }
  });

  it('mails nothing between members with a block, also when the block came after the message', async () => {
    const anna = await member('Anna');
    const bram = await member('Bram');
    const held: object[] = [];
    const enqueue = t.container.jobs.enqueue.bind(t.container.jobs);
    // The mail job waits (a busy queue) while Anna blocks Bram.
    t.container.jobs.enqueue = async (name, payload, options) => {
      if (name === NOTIFICATION_MAIL_JOB) held.push(payload);
      else await enqueue(name, payload, options);
    };
    try {
      await sentText(bram.agent, anna.id, 'Hoi');
      await like(bram.agent, anna.id);
    } finally {
      t.container.jobs.enqueue = enqueue;
    }
    expect((await anna.agent.post('/api/block.php', { profile: bram.id })).status).toBe(200);
    for (const payload of held) await t.container.jobs.enqueue(NOTIFICATION_MAIL_JOB, payload);
    await t.container.jobs.drain();
    expect(held).toHaveLength(2);
    expect(mailsTo(anna.email)).toEqual([]);

    // Nor a reminder of the blocked member's message a day later.
    later(25 * HOUR);
    await runReminderJob();
    expect(mailsTo(anna.email)).toEqual([]);
  });
});

describe('the unread-message reminder', () => {
  it('reminds once of messages unread for a day, and again only for newer ones', async () => {
    const anna = await member('Anna', { user: { language: 'fr' } });
    const bram = await member('Bram');
    await sentText(bram.agent, anna.id, 'Hoi');
    await sentText(bram.agent, anna.id, 'Ben je er?');
    const reminders = () => mailsTo(anna.email).filter((mail) => subjectOf(mail) === 'Des messages non lus t’attendent sur Amora');

    later(23 * HOUR);
    await runReminderJob();
    expect(reminders()).toEqual([]);

    later(24 * HOUR + 60_000);
    await runReminderJob();
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0].text).toContain('tu as 2 messages non lus');
    expect(t.mail.linkFor(anna.email)).toBe('http://localhost/chats');
    expect(headerOf(reminders()[0], 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost\/api\/unsubscribe\.php\?token=/);

    later(30 * HOUR);
    await runReminderJob();
    expect(reminders()).toHaveLength(1);

    await sentText(bram.agent, anna.id, 'Nog steeds?');
    later(55 * HOUR);
    await runReminderJob();
    expect(reminders()).toHaveLength(2);
    expect(reminders()[1].text).toContain('tu as 3 messages non lus');
  });

  it('does not remind of messages the member has read, nor a member who switched reminders off', async () => {
    const anna = await member('Anna');
    const bram = await member('Bram');
    const sent = await sentText(bram.agent, anna.id, 'Hoi');
    await openChat(anna.agent, sent.conversation.id);
    const eva = await member('Eva');
    await eva.agent.put('/api/notifications.php', { email: { unread_message_reminders: false } });
    await sentText(bram.agent, eva.id, 'Hoi Eva');
    const before = [mailsTo(anna.email).length, mailsTo(eva.email).length];

    later(25 * HOUR);
    await runReminderJob();
    expect([mailsTo(anna.email).length, mailsTo(eva.email).length]).toEqual(before);
  });
});
