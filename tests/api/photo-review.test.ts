import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import type { Agent } from '../fixtures/agent';
import { bodyOf, errorOf } from '../factories/http';
import { makeJpeg } from '../factories/images';
import { loginAs } from '../factories/accounts';
import { insertMember, type MemberOverrides } from '../factories/members';
import { ownProfile, uploadPhoto } from '../factories/photos';
import { grantCredits, sentText } from '../factories/chat';
import { addStaff, staffAgent } from '../factories/staff';
import { photos, staffAudit, users } from '@/server/db/schema';
import type { MemberCardDto, MemberDetailDto, MembersSearchDto, PhotoDto } from '@/shared/types/api';
import type { ChatsDto, LikesDto } from '@/shared/types/social';
import type { SwipeCardsDto } from '@/shared/types/swipe';
import type { PendingPhotosDto, PhotoReviewDto } from '@/shared/types/moderation';

const PRE = 'pre.localhost';
const ELSEWHERE = 'elsewhere.localhost';
let t: TestApp;
let moderator: Agent;

beforeAll(async () => {
  t = await createTestApp({
    sites: [
      { domain: PRE, name: 'Voorzichtig', photoModeration: 'pre' },
      { domain: ELSEWHERE, name: 'Elders' },
    ],
  });
  moderator = await staffAgent(t, await addStaff(t, 'moderator', { sites: [PRE] }));
});
afterAll(() => t.close());

/** A member of a site, logged in there. */
async function memberOf(site: string, overrides: MemberOverrides = {}) {
  const member = await insertMember(t.db, { site, ...overrides });
  return { ...member, agent: await loginAs(t, member, site) };
}

/** A woman with a photo in review on the pre-moderated site, and a premium man who looks for women there. */
async function pendingScene() {
  const owner = await memberOf(PRE, { gender: 'female', country: 'NL', profile: { lookingForGender: 'male' } });
  const viewer = await memberOf(PRE, { gender: 'male', country: 'NL', user: { paidUser: true }, profile: { lookingForGender: 'female' } });
  const photo = await uploadPhoto(owner.agent, await makeJpeg());
  return { owner, viewer, photo };
}

const review = (agent: Agent, body: Record<string, unknown>) => agent.post('/api/staff/photo-review.php', body);
const member = async (agent: Agent, id: number) => (await bodyOf<{ profile: MemberDetailDto }>(await agent.get(`/api/member.php?id=${id}`))).profile;
const cardIn = async (agent: Agent, id: number): Promise<MemberCardDto | undefined> =>
  (await bodyOf<MembersSearchDto>(await agent.get('/api/members.php'))).profiles.find((p) => p.id === id);
const swipeIds = async (agent: Agent) => (await bodyOf<SwipeCardsDto>(await agent.get('/api/swipe.php'))).cards.map((c) => c.id);
const publicUrl = (photo: PhotoDto) => `/api/media/${photo.filename.split('/').pop()?.split('?')[0]}`;

describe('a site on pre-moderation', () => {
  it('shows a new photo to its owner only, marked as in review, behind a signed link', async () => {
    const { owner, photo } = await pendingScene();
    expect(photo.in_review).toBe(true);
    expect(photo.filename).toMatch(/^\/api\/media\/private\/\d+\/private-[a-f0-9]{32}\.jpg\?expires=/);
    const own = await ownProfile(owner.agent);
    expect(own.photos.map((p) => [p.id, p.in_review])).toEqual([[photo.id, true]]);
    expect(own.main_image).toMatchObject({ id: photo.id, in_review: true });
    expect((await owner.agent.get(photo.filename)).status).toBe(200);
    // Preview of the own page (member.php for oneself) shows it too.
    expect((await member(owner.agent, owner.id)).photos.map((p) => p.id)).toEqual([photo.id]);
  });

  it('shows others the member as if the photo did not exist, on every read path', async () => {
    const { owner, viewer, photo } = await pendingScene();
    const seen = await member(viewer.agent, owner.id);
    expect(seen.photos).toEqual([]);
    expect(seen.locked_photos).toBe(0);
    expect(seen.main_image).toBeNull();
    expect((await member(t.agent(PRE), owner.id)).main_image).toBeNull();
    expect((await cardIn(viewer.agent, owner.id))?.main_image).toBeNull();
    expect(await swipeIds(viewer.agent)).not.toContain(owner.id);
    // A like and a message from the owner show the viewer her card without the photo.
    expect((await owner.agent.post('/api/like.php', { profile: viewer.id })).status).toBeLessThan(300);
    const likes = await bodyOf<LikesDto>(await viewer.agent.get('/api/likes.php'));
    expect(likes.liked_by.find((p) => p.id === owner.id)?.main_image).toBeNull();
    await grantCredits(t.db, owner.id, 10);
    await sentText(owner.agent, viewer.id, 'Hoi!');
    const chats = await bodyOf<ChatsDto>(await viewer.agent.get('/api/chats.php'));
    expect(chats.chats.find((c) => c.profile.id === owner.id)?.profile.main_image).toBeNull();
    // Its file is not public: the public route does not know the name.
    expect((await t.agent().get(publicUrl(photo))).status).toBe(404);
  });

  it('stores the photo as pending, decided by nobody yet', async () => {
    const { owner } = await pendingScene();
    const [row] = await t.db.select().from(photos).where(eq(photos.userId, owner.id));
    expect(row).toMatchObject({ review: 'pending', reviewedBy: null });
  });
});

describe('GET /api/staff/photos.php', () => {
  it('lists pending photos oldest first with member, site and an image staff can load', async () => {
    const first = await pendingScene();
    const second = await pendingScene();
    const queue = await bodyOf<PendingPhotosDto>(await moderator.get('/api/staff/photos.php'));
    const ids = queue.items.map((i) => i.id);
    expect(ids.indexOf(first.photo.id)).toBeLessThan(ids.indexOf(second.photo.id));
    const item = queue.items.find((i) => i.id === first.photo.id)!;
    expect(item).toMatchObject({ member: { id: first.owner.id, name: first.owner.name }, site: { name: 'Voorzichtig' }, is_private: false });
    expect(Date.parse(item.uploaded_at)).not.toBeNaN();
    const image = await moderator.get(item.image);
    expect(image.status).toBe(200);
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('jpeg');
  });

  it('leaves out photos of sites and languages outside the moderator’s scope, and photos on post-moderation', async () => {
    const { photo } = await pendingScene();
    const elsewhere = await staffAgent(t, await addStaff(t, 'moderator', { sites: [ELSEWHERE] }));
    const german = await staffAgent(t, await addStaff(t, 'moderator', { languages: ['de'] }));
    for (const agent of [elsewhere, german]) {
      const queue = await bodyOf<PendingPhotosDto>(await agent.get('/api/staff/photos.php'));
      expect(queue.items.map((i) => i.id)).not.toContain(photo.id);
      expect((await review(agent, { photo: photo.id, verdict: 'approve' })).status).toBe(404);
    }
    const postSite = await memberOf(ELSEWHERE);
    const posted = await uploadPhoto(postSite.agent, await makeJpeg());
    const all = await bodyOf<PendingPhotosDto>(await moderator.get('/api/staff/photos.php'));
    expect(all.items.map((i) => i.id)).not.toContain(posted.id);
  });
});

describe('POST /api/staff/photo-review.php', () => {
  it('approving shows the photo to everyone, under a public address, and is audited', async () => {
    const { owner, viewer, photo } = await pendingScene();
    const res = await review(moderator, { photo: photo.id, verdict: 'approve' });
    expect(await bodyOf<PhotoReviewDto>(res)).toEqual({ photo: photo.id, review: 'approved', main_photo: photo.id });
    const seen = await member(viewer.agent, owner.id);
    expect(seen.photos.map((p) => [p.id, p.in_review])).toEqual([[photo.id, false]]);
    expect(seen.main_image?.filename).toMatch(/^\/api\/media\/[a-f0-9]{32}\.jpg$/);
    expect((await t.agent().get(seen.main_image!.filename)).status).toBe(200);
    expect((await cardIn(viewer.agent, owner.id))?.main_image?.id).toBe(photo.id);
    expect(await swipeIds(viewer.agent)).toContain(owner.id);
    // The link handed out while it was in review is dead.
    expect((await t.agent().get(photo.filename)).status).toBe(404);
    const audit = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'photo.approve'), eq(staffAudit.targetId, String(owner.id))));
    expect(audit).toHaveLength(1);
  });

  it('rejecting removes the photo, clears the main photo and mails the member the reason in their language', async () => {
    const { owner, viewer, photo } = await pendingScene();
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, owner.id));
    const res = await review(moderator, { photo: photo.id, verdict: 'reject', reason: 'Je gezicht is niet te zien.' });
    expect(await bodyOf<PhotoReviewDto>(res)).toEqual({ photo: photo.id, review: 'rejected', main_photo: null });
    const own = await ownProfile(owner.agent);
    expect(own.photos).toEqual([]);
    expect(own.main_image).toBeNull();
    expect((await member(viewer.agent, owner.id)).main_image).toBeNull();
    expect((await owner.agent.get(photo.filename)).status).toBe(404);
    await t.container.jobs.drain();
    const mail = t.mail.mails.findLast((m) => m.to === owner.email);
    expect(mail?.subject).toContain('Foto wurde abgelehnt');
    expect(mail?.text).toContain('Je gezicht is niet te zien.');
    // A rejected photo takes no place in the limit: the member can upload again.
    expect((await uploadPhoto(owner.agent, await makeJpeg())).in_review).toBe(true);
  });

  it('hands the main photo to an approved one when the main photo is rejected, never to one in review', async () => {
    const { owner, viewer, photo: approved } = await pendingScene();
    await review(moderator, { photo: approved.id, verdict: 'approve' });
    const rejected = await uploadPhoto(owner.agent, await makeJpeg());
    const waiting = await uploadPhoto(owner.agent, await makeJpeg());
    expect((await owner.agent.put('/api/photos.php', { id: rejected.id, main: true })).status).toBe(200);
    // A main photo in review shows others the placeholder.
    expect((await member(viewer.agent, owner.id)).main_image).toBeNull();
    const res = await bodyOf<PhotoReviewDto>(await review(moderator, { photo: rejected.id, verdict: 'reject', reason: 'Geen foto van jou.' }));
    expect(res.main_photo).toBe(approved.id);
    expect((await member(viewer.agent, owner.id)).photos.map((p) => p.id)).toEqual([approved.id]);
    expect((await ownProfile(owner.agent)).photos.map((p) => p.id)).toEqual([approved.id, waiting.id]);
  });

  it('refuses a second review with 409 and no second effect', async () => {
    const { owner, photo } = await pendingScene();
    expect((await review(moderator, { photo: photo.id, verdict: 'approve' })).status).toBe(200);
    for (const verdict of ['approve', 'reject']) {
      const again = await review(moderator, { photo: photo.id, verdict, reason: 'Toch niet.' });
      expect(again.status).toBe(409);
      expect((await errorOf(again)).error).toBe('already_reviewed');
    }
    const audit = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.targetId, String(owner.id)));
    expect(audit.map((a) => a.action)).toEqual(['photo.approve']);
    expect((await ownProfile(owner.agent)).photos.map((p) => p.in_review)).toEqual([false]);
  });

  it('answers 422 on a rejection without a reason and on an unknown verdict, 404 on an unknown photo', async () => {
    const { photo } = await pendingScene();
    const missing = await review(moderator, { photo: photo.id, verdict: 'reject' });
    expect(missing.status).toBe(422);
    expect((await errorOf(missing)).fields?.reason).toBeDefined();
    expect((await review(moderator, { photo: photo.id, verdict: 'maybe' })).status).toBe(422);
    expect((await review(moderator, { photo: 2_000_000, verdict: 'approve' })).status).toBe(404);
    const [row] = await t.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(row.review).toBe('pending');
  });

  it('is for moderators and admins only', async () => {
    const { photo } = await pendingScene();
    const support = await staffAgent(t, await addStaff(t, 'support'));
    expect((await support.get('/api/staff/photos.php')).status).toBe(403);
    expect((await review(support, { photo: photo.id, verdict: 'approve' })).status).toBe(403);
    expect((await review(t.agent(), { photo: photo.id, verdict: 'approve' })).status).toBe(401);
    const admin = await staffAgent(t, await addStaff(t, 'admin'));
    expect((await review(admin, { photo: photo.id, verdict: 'approve' })).status).toBe(200);
  });
});

describe('a site on post-moderation (the default)', () => {
  it('shows a new photo to everyone at once, as before', async () => {
    const owner = await memberOf(ELSEWHERE, { gender: 'female' });
    const viewer = await memberOf(ELSEWHERE, { gender: 'male', user: { paidUser: true } });
    const photo = await uploadPhoto(owner.agent, await makeJpeg());
    expect(photo.in_review).toBe(false);
    expect(photo.filename).toMatch(/^\/api\/media\/[a-f0-9]{32}\.jpg$/);
    expect((await member(viewer.agent, owner.id)).main_image?.id).toBe(photo.id);
    expect((await review(moderator, { photo: photo.id, verdict: 'approve' })).status).toBe(404);
  });
});
