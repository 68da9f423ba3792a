import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { bodyOf, errorOf } from '../factories/http';
import { makeJpeg, makePng, photoForm } from '../factories/images';
import { balanceAndLedger, openChat, richMember, sendGift } from '../factories/chat';
import { sweepOrphanPhotos } from '@/server/services/photos/sweep-orphan-photos';
import { messages } from '@/server/db/schema';
import type { Agent } from '../fixtures/agent';
import type { GiftDto, SendMessageDto } from '@/shared/types/social';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function sendPhoto(agent: Agent, profile: number, data: Buffer, nonce = randomUUID()): Promise<Response> {
  const form = photoForm(data);
  form.set('profile', String(profile));
  form.set('nonce', nonce);
  return agent.post('/api/message.php', form);
}

describe('photo messages', () => {
  it('shows the photo to the two members only', async () => {
    const a = await richMember(t, 'Fay');
    const b = await richMember(t, 'Fer');
    const res = await sendPhoto(a.agent, b.id, await makePng({ width: 1600, height: 1200 }));
    expect(res.status, await res.clone().text()).toBe(201);
    const sent = await bodyOf<SendMessageDto>(res);
    expect(sent.message).toMatchObject({ kind: 'photo', text: null, photo: { width: 1080, height: 810 } });
    expect(sent.credits).toBe(90);
    const { url, thumb_url } = (await openChat(b.agent, sent.conversation.id)).messages[0].photo!;

    for (const agent of [a.agent, b.agent]) {
      const image = await agent.get(url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('jpeg');
      expect((await agent.get(thumb_url)).status).toBe(200);
    }
    const outsider = await richMember(t, 'Olivier');
    expect((await outsider.agent.get(url)).status).toBe(404);
    expect((await outsider.agent.get(thumb_url)).status).toBe(404);
    const visitor = await t.agent().get(url);
    expect(visitor.status).toBe(403);
    expect((await errorOf(visitor)).error).toBe('authentication_required');
  });

  it('keeps message photos when the photo sweep runs', async () => {
    const a = await richMember(t, 'Sara');
    const b = await richMember(t, 'Stijn');
    const sent = await bodyOf<SendMessageDto>(await sendPhoto(a.agent, b.id, await makeJpeg()));
    const result = await sweepOrphanPhotos(t.db, t.storage, { minAgeMs: 0 });
    expect(result.removed).toBe(0);
    expect((await b.agent.get(sent.message.photo!.url)).status).toBe(200);
  });

  it('refuses a file that is not an image and stores nothing', async () => {
    const a = await richMember(t, 'Gert');
    const b = await richMember(t, 'Gea');
    const res = await sendPhoto(a.agent, b.id, Buffer.from('not an image at all'));
    expect(res.status).toBe(422);
    expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual(['photo']);
    expect(await t.db.select().from(messages).where(eq(messages.senderId, a.id))).toEqual([]);
    expect(await balanceAndLedger(t.db, a.id)).toEqual({ balance: 100, ledger: 100 });
  });

  it('stores a retried photo once', async () => {
    const a = await richMember(t, 'Hugo');
    const b = await richMember(t, 'Hanna');
    const data = await makeJpeg();
    const nonce = randomUUID();
    const [first, second] = await Promise.all([sendPhoto(a.agent, b.id, data, nonce), sendPhoto(a.agent, b.id, data, nonce)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(await t.db.select().from(messages).where(eq(messages.senderId, a.id))).toHaveLength(1);
    expect(await balanceAndLedger(t.db, a.id)).toEqual({ balance: 90, ledger: 90 });
    const { message } = await bodyOf<SendMessageDto>(second);
    expect((await b.agent.get(message.photo!.url)).status).toBe(200);
  });
});

describe('what message.php takes', () => {
  it('takes JSON or multipart, nothing else, and JSON only up to 64 KiB', async () => {
    const a = await richMember(t, 'Kees');
    const b = await richMember(t, 'Kim');
    const plain = await a.agent.post('/api/message.php', { profile: b.id, text: 'Hoi', nonce: randomUUID() }, { 'content-type': 'text/plain' });
    expect(plain.status).toBe(415);
    const huge = await a.agent.post('/api/message.php', { profile: b.id, text: 'x'.repeat(70 * 1024), nonce: randomUUID() });
    expect(huge.status).toBe(413);
  });
});

describe('gifts', () => {
  it('lists the catalogue in the visitor’s language', async () => {
    const nl = await bodyOf<{ gifts: GiftDto[] }>(await t.agent().get('/api/gifts.php'));
    expect(nl.gifts).toHaveLength(12);
    expect(nl.gifts[0]).toEqual({ slug: 'rose', name: 'Roos', image: '/gifts/rose.svg' });
    const en = await bodyOf<{ gifts: GiftDto[] }>(await t.agent().get('/api/gifts.php', { cookie: 'NEXT_LOCALE=en' }));
    expect(en.gifts.find((gift) => gift.slug === 'teddy')?.name).toBe('Teddy bear');
  });

  it('sends a gift for gift_credits, named in each member’s language', async () => {
    const a = await richMember(t, 'Gijs');
    const b = await richMember(t, 'Gwen', { user: { language: 'en' } });
    const res = await sendGift(a.agent, b.id, 'champagne');
    expect(res.status).toBe(201);
    const sent = await bodyOf<SendMessageDto>(res);
    expect(sent.credits).toBe(80);
    expect(sent.message).toMatchObject({ kind: 'gift', text: null, gift: { slug: 'champagne', name: 'Champagne', image: '/gifts/champagne.svg' } });
    const chat = await openChat(b.agent, sent.conversation.id);
    expect(chat.messages[0].gift?.slug).toBe('champagne');
  });
});
