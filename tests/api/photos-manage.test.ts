import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { errorOf } from '../factories/http';
import { makeJpeg } from '../factories/images';
import type { MemberOverrides } from '../factories/members';
import { loggedInMember } from '../factories/accounts';
import { ownProfile, storedPhotos, uploadPhoto } from '../factories/photos';
import { profiles } from '@/server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const member = (overrides?: MemberOverrides) => loggedInMember(t, overrides);
const download = (url: string) => t.agent().get(url);

describe('PUT /api/photos.php', () => {
  it('chooses another main photo', async () => {
    const { agent } = await member();
    await uploadPhoto(agent, await makeJpeg());
    const second = await uploadPhoto(agent, await makeJpeg());
    const res = await agent.put('/api/photos.php', { id: second.id, main: true });
    expect(res.status).toBe(200);
    expect((await ownProfile(agent)).main_image?.id).toBe(second.id);
  });

  it('makes a private photo public when it becomes the main photo', async () => {
    const { agent } = await member();
    await uploadPhoto(agent, await makeJpeg());
    const hidden = await uploadPhoto(agent, await makeJpeg(), { private: true });
    await agent.put('/api/photos.php', { id: hidden.id, main: true });
    const profile = await ownProfile(agent);
    expect(profile.main_image?.id).toBe(hidden.id);
    expect(profile.photos.find((p) => p.id === hidden.id)?.is_private).toBe(false);
  });

  it('marks a photo private and public again', async () => {
    const { agent } = await member();
    await uploadPhoto(agent, await makeJpeg());
    const second = await uploadPhoto(agent, await makeJpeg());
    await agent.put('/api/photos.php', { id: second.id, is_private: true });
    expect((await ownProfile(agent)).photos.find((p) => p.id === second.id)?.is_private).toBe(true);
    await agent.put('/api/photos.php', { id: second.id, is_private: false });
    expect((await ownProfile(agent)).photos.find((p) => p.id === second.id)?.is_private).toBe(false);
  });

  it('moves the main photo on when the main photo is made private', async () => {
    const { agent } = await member();
    const first = await uploadPhoto(agent, await makeJpeg());
    const second = await uploadPhoto(agent, await makeJpeg());
    await agent.put('/api/photos.php', { id: first.id, is_private: true });
    expect((await ownProfile(agent)).main_image?.id).toBe(second.id);
  });

  it("answers 404 for another member's photo and leaves it alone", async () => {
    const owner = await member();
    const photo = await uploadPhoto(owner.agent, await makeJpeg());
    const other = await member();
    for (const body of [
      { id: photo.id, main: true },
      { id: photo.id, is_private: true },
    ]) {
      const res = await other.agent.put('/api/photos.php', body);
      expect(res.status).toBe(404);
      expect((await errorOf(res)).error).toBe('not_found');
    }
    const [stored] = await storedPhotos(t, owner.id);
    expect(stored.isPrivate).toBe(false);
    const [otherProfile] = await t.db.select().from(profiles).where(eq(profiles.userId, other.id));
    expect(otherProfile.mainPhotoId).toBeNull();
  });

  it('answers 404 for a photo that does not exist', async () => {
    const { agent } = await member();
    for (const id of [987_654, 99_999_999_999]) {
      expect((await agent.put('/api/photos.php', { id, main: true })).status).toBe(404);
    }
    expect((await agent.put('/api/photos.php', { id: 'abc' })).status).toBe(422);
  });
});

describe('DELETE /api/photos.php', () => {
  it('deletes the photo and its files, and the next photo becomes main', async () => {
    const { agent, id } = await member();
    const first = await uploadPhoto(agent, await makeJpeg());
    const second = await uploadPhoto(agent, await makeJpeg());
    const res = await agent.delete('/api/photos.php', { id: first.id });
    expect(res.status).toBe(200);
    expect((await storedPhotos(t, id)).map((p) => p.id)).toEqual([second.id]);
    expect((await ownProfile(agent)).main_image?.id).toBe(second.id);
    expect((await download(first.filename)).status).toBe(404);
    expect((await download(first.thumb_filename)).status).toBe(404);
    expect((await download(second.filename)).status).toBe(200);
  });

  it('leaves no main photo when the last one goes', async () => {
    const { agent } = await member();
    const only = await uploadPhoto(agent, await makeJpeg());
    await agent.delete('/api/photos.php', { id: only.id });
    expect((await ownProfile(agent)).main_image).toBeNull();
  });

  it('frees a place under the limit', async () => {
    const { agent } = await member();
    const uploaded = [];
    for (let i = 0; i < 3; i++) uploaded.push(await uploadPhoto(agent, await makeJpeg()));
    await agent.delete('/api/photos.php', { id: uploaded[1].id });
    await uploadPhoto(agent, await makeJpeg());
  });

  it("answers 404 for another member's photo, which stays", async () => {
    const owner = await member();
    const photo = await uploadPhoto(owner.agent, await makeJpeg());
    const other = await member();
    const res = await other.agent.delete('/api/photos.php', { id: photo.id });
    expect(res.status).toBe(404);
    expect(await storedPhotos(t, owner.id)).toHaveLength(1);
    expect((await download(photo.filename)).status).toBe(200);
    expect((await ownProfile(owner.agent)).main_image?.id).toBe(photo.id);
  });

  it('asks a visitor to log in', async () => {
    const owner = await member();
    const photo = await uploadPhoto(owner.agent, await makeJpeg());
    const res = await t.agent().delete('/api/photos.php', { id: photo.id });
    expect(res.status).toBe(403);
    expect(await storedPhotos(t, owner.id)).toHaveLength(1);
  });
});
