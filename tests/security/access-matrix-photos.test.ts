import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { changed, describeMatrix, matrixActors, pathOf, unchanged, type Scene } from './support/matrix';

// The access matrix for photos and their files. Signed links to private photos are bearer links:
// whoever holds an unexpired, unrevoked link gets the file, so the matrix also proves who is handed
// one (GET /api/member.php rows in access-matrix-members.test.ts: only the owner and premium members)
// and that making the photo public or deleting it revokes every earlier link. A member the owner
// blocked gets no new links (member.php is 403 to them), but a link they already hold stays a
// bearer link until it expires, like a file they saved.

let t: TestApp;
let others: Awaited<ReturnType<typeof matrixActors>>;
beforeAll(async () => {
  t = await createTestApp();
  others = await matrixActors(t);
});
afterAll(() => t.close());

const notYours = unchanged(404);
const authRequired = unchanged(403);
const ownerOnly = { owner: changed(200), member: notYours, premium: notYours, blocked: notYours, visitor: authRequired };
const everyone = (status: number, check?: (res: Response, scene: Scene) => void) => ({
  owner: unchanged(status, check),
  member: unchanged(status, check),
  premium: unchanged(status, check),
  blocked: unchanged(status, check),
  visitor: unchanged(status, check),
});

const cachedPublicly = (res: Response) => expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
const cachedPrivately = (res: Response) => expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
const fileOf = (address: string) => new URL(address, 'http://localhost').pathname.split('/').at(-1) ?? '';

describeMatrix(
  [
    {
      name: 'PUT /api/photos.php making a public photo private',
      request: (as, s) => as.put('/api/photos.php', { id: s.publicPhoto.id, is_private: true }),
      expect: ownerOnly,
    },
    {
      name: 'PUT /api/photos.php making a private photo the main one',
      request: (as, s) => as.put('/api/photos.php', { id: s.privatePhoto.id, main: true }),
      expect: ownerOnly,
    },
    {
      name: 'DELETE /api/photos.php of a photo',
      request: (as, s) => as.delete('/api/photos.php', { id: s.publicPhoto.id }),
      expect: ownerOnly,
    },
    {
      name: 'GET /api/media/<file> of a public photo',
      request: (as, s) => as.get(pathOf(s.publicPhoto.address)),
      expect: everyone(200, cachedPublicly),
    },
    {
      name: "GET /api/media/<file> naming a private photo's file",
      request: (as, s) => as.get(`/api/media/${fileOf(s.privatePhoto.address)}`),
      expect: everyone(404),
    },
    {
      name: 'GET the signed link of a private photo',
      request: (as, s) => as.get(pathOf(s.privatePhoto.address)),
      expect: everyone(200, cachedPrivately),
    },
    {
      name: 'GET the signed link of a private photo after the owner made it public',
      prepare: async (s) => {
        expect((await s.owner.agent.put('/api/photos.php', { id: s.privatePhoto.id, is_private: false })).status).toBe(200);
      },
      request: (as, s) => as.get(pathOf(s.privatePhoto.address)),
      expect: everyone(404),
    },
    {
      name: 'GET the signed link of a private photo after the owner deleted it',
      prepare: async (s) => {
        expect((await s.owner.agent.delete('/api/photos.php', { id: s.privatePhoto.id })).status).toBe(200);
      },
      request: (as, s) => as.get(pathOf(s.privatePhoto.address)),
      expect: everyone(404),
    },
    {
      name: 'GET a signed link moved to the id of another photo',
      request: (as, s) => as.get(pathOf(s.privatePhoto.address).replace(`/private/${s.privatePhoto.id}/`, `/private/${s.publicPhoto.id}/`)),
      expect: everyone(404),
    },
    {
      name: 'GET a signed link with its expiry pushed later',
      request: (as, s) => as.get(pathOf(s.privatePhoto.address).replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 86_400}`)),
      expect: everyone(404),
    },
  ],
  () => ({ t, others }),
  { files: true },
);
