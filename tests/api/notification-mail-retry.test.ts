import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { grantCredits, sentText } from '../factories/chat';
import { subjectOf } from '../factories/mail';
import { NOTIFICATION_MAIL_JOB } from '@/server/services/notification-mails/notification-mail-payload';

let t: TestApp;
const queued: object[] = [];
beforeAll(async () => {
  // The SMTP server answers the first message with 451 "try again later".
  t = await createTestApp({ mail: { refuseFirst: 1 } });
  const enqueue = t.container.jobs.enqueue.bind(t.container.jobs);
  t.container.jobs.enqueue = (name, payload, options) => {
    if (name === NOTIFICATION_MAIL_JOB) queued.push(payload);
    return enqueue(name, payload, options);
  };
});
afterAll(() => t.close());

describe('notification mails as retried jobs', () => {
  it('sends a mail the SMTP server refused once on the retry, and queues no address', async () => {
    const anna = await loggedInMember(t, { name: 'Anna' });
    const bram = await loggedInMember(t, { name: 'Bram', user: { paidUser: true } });
    await grantCredits(t.db, bram.id, 50);
    const sent = await sentText(bram.agent, anna.id, 'Hoi Anna');
    expect(t.mail.refusedCount()).toBe(1);
    const mails = t.mail.mails.filter((mail) => mail.to === anna.email);
    expect(mails.map(subjectOf)).toEqual(['Bram is een gesprek met je begonnen op Amora']);
    expect(queued).toEqual([{ kind: 'message', userId: anna.id, messageId: sent.message.id }]);
    expect(JSON.stringify(queued)).not.toContain(anna.email);
  });
});
