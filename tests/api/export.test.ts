import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import type { Agent } from '../fixtures/agent';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { grantCredits, sendGift, sentText } from '../factories/chat';
import { makeJpeg, photoForm } from '../factories/images';
import { uploadPhoto } from '../factories/photos';
import { subjectOf } from '../factories/mail';
import { dataExports, likes, messages } from '@/server/db/schema';
import { purgeExpired } from '@/server/jobs/purge-expired';
import { sweepOrphanPhotos } from '@/server/services/photos/sweep-orphan-photos';
import { exportDownloadUrl } from '@/server/services/exports/export-link';
import type { ExportStatusDto } from '@/shared/types/data-export';
import type { SendMessageDto } from '@/shared/types/social';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Zip = Record<string, Uint8Array>;
const statusOf = async (agent: Agent) => (await bodyOf<{ export: ExportStatusDto }>(await agent.get('/api/export.php'))).export;
const jsonIn = <T>(zip: Zip, name: string) => JSON.parse(strFromU8(zip[name])) as T;

async function requestReady(agent: Agent): Promise<ExportStatusDto> {
  const res = await agent.post('/api/export.php', {});
  expect(res.status, await res.clone().text()).toBe(200);
  expect((await bodyOf<{ export: ExportStatusDto }>(res)).export.status).toBe('pending');
  // The agent waits for the jobs its request queued, as the member waits for the mail.
  const ready = await statusOf(agent);
  expect(ready.status).toBe('ready');
  return ready;
}

/** Two members who liked and wrote each other; Sanne has a photo and bought credits. */
async function twoMembersInTouch() {
  const sanne = await loggedInMember(t, { name: 'Sanne', user: { paidUser: true } });
  const joris = await loggedInMember(t, { name: 'Joris', user: { paidUser: true } });
  await grantCredits(t.db, sanne.id, 100);
  await grantCredits(t.db, joris.id, 100);
  const photo = await uploadPhoto(sanne.agent, await makeJpeg());
  await t.db.insert(likes).values([
    { likerId: sanne.id, likedId: joris.id },
    { likerId: joris.id, likedId: sanne.id },
  ]);
  const hello = await sentText(sanne.agent, joris.id, 'Hoi Joris!');
  expect((await sendGift(sanne.agent, joris.id, 'rose')).status).toBe(201);
  await sentText(joris.agent, sanne.id, 'Hoi Sanne');
  return { sanne, joris, photo, conversation: hello.conversation.id };
}

async function sentPhoto(agent: Agent, profile: number): Promise<string> {
  const form = photoForm(await makeJpeg());
  form.set('profile', String(profile));
  form.set('nonce', randomUUID());
  const res = await agent.post('/api/message.php', form);
  expect(res.status, await res.clone().text()).toBe(201);
  const [row] = await t.db
    .select({ file: messages.photoFilename })
    .from(messages)
    .where(eq(messages.id, (await bodyOf<SendMessageDto>(res)).message.id));
  return row.file!;
}

describe('GET/POST /api/export.php and the download', () => {
  it('adds the photos of the member’s chats, sent and received, and none of other members’ chats', async () => {
    const { sanne, joris } = await twoMembersInTouch();
    const piet = await loggedInMember(t, { name: 'Piet', user: { paidUser: true } });
    await grantCredits(t.db, piet.id, 100);
    const mine = await sentPhoto(sanne.agent, joris.id);
    const theirs = await sentPhoto(joris.agent, sanne.id);
    const elsewhere = await sentPhoto(piet.agent, joris.id);

    const ready = await requestReady(sanne.agent);
    const zip: Zip = unzipSync(new Uint8Array(await (await sanne.agent.get(ready.download_url!)).arrayBuffer()));
    const chatPhotos = Object.keys(zip)
      .filter((name) => name.startsWith('chat-photos/') && zip[name].length > 0)
      .sort();
    expect(chatPhotos).toEqual([`chat-photos/${mine}`, `chat-photos/${theirs}`].sort());
    expect(Buffer.from(zip[`chat-photos/${theirs}`]).equals((await t.storage.get(theirs))!)).toBe(true);
    expect(Object.keys(zip).some((name) => name.includes(elsewhere))).toBe(false);
    const listed = jsonIn<{ kind: string; photo: string | null }[]>(zip, 'messages.json').filter((m) => m.kind === 'photo');
    expect(listed.map((m) => m.photo).sort()).toEqual([mine, theirs].sort());
  });

  it('builds a ZIP with the member’s account, profile, photos, likes, messages and credits', async () => {
    const { sanne, joris, conversation } = await twoMembersInTouch();
    expect(await statusOf(sanne.agent)).toEqual({ status: 'none', requested_at: null });
    const ready = await requestReady(sanne.agent);
    expect(ready.expires_at).toEqual(expect.any(String));
    // The sweep keeps an archive an export row names, like a photo's files.
    await sweepOrphanPhotos(t.db, t.storage, { minAgeMs: 0 });

    const mail = [...t.mail.mails].reverse().find((m) => m.to === sanne.email);
    expect(subjectOf(mail)).toBe('Je gegevens bij Amora staan klaar');
    expect(t.mail.linkFor(sanne.email)).toBe('http://localhost/notifications');

    const res = await sanne.agent.get(ready.download_url!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const zip: Zip = unzipSync(new Uint8Array(await res.arrayBuffer()));

    const account = jsonIn<Record<string, unknown>>(zip, 'account.json');
    expect(account).toMatchObject({ id: sanne.id, email: sanne.email, language: 'nl' });
    expect(account).not.toHaveProperty('password_hash');
    expect(JSON.stringify(account)).not.toContain('argon2');
    const profile = jsonIn<{ name: string; interests: string[]; photos: { file: string }[] }>(zip, 'profile.json');
    expect(profile.name).toBe('Sanne');
    expect(profile.photos).toHaveLength(1);
    expect(zip[`photos/${profile.photos[0].file}`]?.length).toBeGreaterThan(100);

    const liked = jsonIn<{ given: { member: number }[]; received: { member: number }[] }>(zip, 'likes.json');
    expect(liked.given.map((l) => l.member)).toEqual([joris.id]);
    expect(liked.received.map((l) => l.member)).toEqual([joris.id]);

    const sent = jsonIn<{ conversation: number; direction: string; kind: string; text: string | null; gift: string | null }[]>(zip, 'messages.json');
    expect(sent.map(({ conversation: c, direction, kind, text, gift }) => ({ c, direction, kind, text, gift }))).toEqual([
      { c: conversation, direction: 'sent', kind: 'text', text: 'Hoi Joris!', gift: null },
      { c: conversation, direction: 'sent', kind: 'gift', text: null, gift: 'rose' },
      { c: conversation, direction: 'received', kind: 'text', text: 'Hoi Sanne', gift: null },
    ]);
    const ledger = jsonIn<{ kind: string; delta: number }[]>(zip, 'credits.json');
    expect(ledger[0]).toMatchObject({ kind: 'purchase', delta: 100 });
    expect(ledger.length).toBeGreaterThanOrEqual(3);
    expect(jsonIn<unknown[]>(zip, 'orders.json')).toEqual([]);
  });

  it('opens the download only for its own member, within the link’s time and the export’s week', async () => {
    const owner = await loggedInMember(t);
    const other = await loggedInMember(t);
    const ready = await requestReady(owner.agent);
    expect((await other.agent.get(ready.download_url!)).status).toBe(404);
    expect((await errorOf(await t.agent().get(ready.download_url!))).error).toBe('authentication_required');

    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.userId, owner.id));
    const oldLink = exportDownloadUrl(t.container.mediaSigner, row.id, new Date(Date.now() - 2 * 3_600_000));
    expect((await owner.agent.get(oldLink)).status).toBe(404);

    await t.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, row.id));
    expect((await owner.agent.get(ready.download_url!)).status).toBe(404);
    expect((await statusOf(owner.agent)).status).toBe('none');

    const [built] = await t.db.select({ file: dataExports.file }).from(dataExports).where(eq(dataExports.id, row.id));
    expect(await t.storage.get(built.file!)).not.toBeNull();
    await purgeExpired(t.db, new Date());
    expect(await t.db.select().from(dataExports).where(eq(dataExports.id, row.id))).toEqual([]);
    await sweepOrphanPhotos(t.db, t.storage, { minAgeMs: 0 });
    expect(await t.storage.get(built.file!)).toBeNull();
  });

  it('allows one request an hour', async () => {
    const member = await loggedInMember(t);
    await requestReady(member.agent);
    const again = await member.agent.post('/api/export.php', {});
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await errorOf(again)).message).toBe('Je kunt maximaal één keer per uur een kopie van je gegevens aanvragen.');
    await t.db
      .update(dataExports)
      .set({ createdAt: new Date(Date.now() - 3_700_000) })
      .where(eq(dataExports.userId, member.id));
    await requestReady(member.agent);
  });

  it('takes two requests at once one after the other: one export, one refusal', async () => {
    const member = await loggedInMember(t);
    const answers = await Promise.all([member.agent.post('/api/export.php', {}), member.agent.post('/api/export.php', {})]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 429]);
    expect(await t.db.select().from(dataExports).where(eq(dataExports.userId, member.id))).toHaveLength(1);
  });

  it('mails the member in their own language', async () => {
    const member = await loggedInMember(t, { user: { language: 'de' } });
    await requestReady(member.agent);
    const mail = [...t.mail.mails].reverse().find((m) => m.to === member.email);
    expect(subjectOf(mail)).toBe('Deine Daten bei Amora sind bereit');
  });

  it('refuses visitors', async () => {
    const visitor = t.agent();
    expect((await visitor.get('/api/export.php')).status).toBe(403);
    const res = await visitor.post('/api/export.php', {});
    expect((await errorOf(res)).error).toBe('authentication_required');
  });
});
