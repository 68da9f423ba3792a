import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { grantCredits, sentText } from '../factories/chat';
import { bodyOf } from '../factories/http';
import { BOUNCE_MAILBOX_JOB } from '@/server/services/notifications/read-bounce-mailbox';
import type { Agent } from '../fixtures/agent';
import type { NotificationsDto } from '@/shared/types/notifications';

let t: TestApp;
let mailbox: string;
const fixture = (name: string) => readFile(path.join(__dirname, '../fixtures/mail', name), 'utf8');

beforeAll(async () => {
  mailbox = await mkdtemp(path.join(os.tmpdir(), 'bounces-'));
  t = await createTestApp({ bounceMailDir: mailbox });
});
afterAll(async () => {
  await t.close();
  await rm(mailbox, { recursive: true, force: true });
});

/** Runs the periodic reader now, as the runner's tick would. */
async function runMailboxJob(): Promise<void> {
  await t.container.jobs.enqueue(BOUNCE_MAILBOX_JOB, {});
  await t.container.jobs.drain();
}

const disabledOf = async (agent: Agent) => (await bodyOf<NotificationsDto>(await agent.get('/api/notifications.php'))).notifications_disabled;
const listing = async (dir: string) => (await readdir(dir).catch(() => [] as string[])).sort();

describe('the local bounce mailbox', () => {
  it('stops mail to bounced and complaining members and files every report as done or failed', async () => {
    const gone = await loggedInMember(t, { name: 'Gone' });
    const complainer = await loggedInMember(t, { name: 'Klager' });
    const bystander = await loggedInMember(t, { name: 'Anouk', user: { paidUser: true } });
    await grantCredits(t.db, bystander.id, 100);
    const dsn = (await fixture('bounce-dsn.eml')).replaceAll(/gone\.member@example\.org/gi, gone.email);
    const arf = (await fixture('spam-complaint-arf.eml')).replace('complained.member@example.org', complainer.email);
    await writeFile(path.join(mailbox, '1-bounce.eml'), dsn);
    await writeFile(path.join(mailbox, '2-complaint.eml'), arf);
    await writeFile(path.join(mailbox, '3-hello.eml'), 'From: someone@example.org\nSubject: Hello\n\nJust a mail.\n');
    await writeFile(path.join(mailbox, 'notes.txt'), 'not a message');

    await runMailboxJob();
    expect(await disabledOf(gone.agent)).toEqual(['bounce']);
    expect(await disabledOf(complainer.agent)).toEqual(['fbl']);
    expect(await disabledOf(bystander.agent)).toEqual([]);
    expect(await listing(mailbox)).toEqual(['done', 'failed', 'notes.txt']);
    expect(await listing(path.join(mailbox, 'done'))).toEqual(['1-bounce.eml', '2-complaint.eml']);
    expect(await listing(path.join(mailbox, 'failed'))).toEqual(['3-hello.eml']);

    // The bounced address gets no notification mail any more; a reader's second run finds nothing new.
    await sentText(bystander.agent, gone.id, 'Hoi');
    expect(t.mail.mails.filter((mail) => mail.to === gone.email)).toEqual([]);
    await runMailboxJob();
    expect(await listing(path.join(mailbox, 'done'))).toEqual(['1-bounce.eml', '2-complaint.eml']);
  });
});
