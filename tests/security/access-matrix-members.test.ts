import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { bodyOf, errorOf } from '../factories/http';
import type { MemberDetailDto, OwnProfileDto, UserDto } from '@/shared/types/api';
import { changed, describeMatrix, matrixActors, PUSH_KEYS, unchanged, type Scene } from './support/matrix';

// The access matrix for members' own data: profiles, accounts, push subscriptions and sessions.
// Each row is one endpoint that takes an id or acts on a member's data; each cell one actor.

let t: TestApp;
let others: Awaited<ReturnType<typeof matrixActors>>;
beforeAll(async () => {
  t = await createTestApp();
  others = await matrixActors(t);
});
afterAll(() => t.close());

const detail = (res: Response) => bodyOf<{ profile: MemberDetailDto }>(res).then((b) => b.profile);

/** §6: the owner and premium members see every photo; members the public ones; visitors the main one. */
const seesPhotos = (count: number, locked: number) => async (res: Response, scene: Scene) => {
  const profile = await detail(res);
  expect(profile.id).toBe(scene.owner.id);
  expect(profile.photos).toHaveLength(count);
  expect(profile.locked_photos).toBe(locked);
  expect(profile.photos.some((p) => p.is_private)).toBe(locked === 0);
  // Item 1: others get an age, never the date of birth.
  expect(profile).not.toHaveProperty('date_of_birth');
};

const ownProfile = (whose: 'owner' | 'caller') => async (res: Response, scene: Scene) => {
  const { profile } = await bodyOf<{ profile: OwnProfileDto }>(res);
  if (whose === 'owner') expect(profile.id).toBe(scene.owner.id);
  else expect(profile.id).not.toBe(scene.owner.id);
};

const ownUser = (whose: 'owner' | 'caller') => async (res: Response, scene: Scene) => {
  const { user } = await bodyOf<{ user: UserDto }>(res);
  if (whose === 'owner') expect(user.id).toBe(scene.owner.id);
  else expect(user.id).not.toBe(scene.owner.id);
};

/** §6, §8: the member the owner blocked learns who blocked them, and nothing of the profile. */
const blockedByOwner = async (res: Response, scene: Scene) => {
  const body = await errorOf(res);
  expect(body.error).toBe('blocked');
  expect(body.details).toEqual({ id: scene.owner.id, name: scene.owner.name });
  expect(body).not.toHaveProperty('profile');
};

const authRequired = unchanged(403, async (res) => expect((await bodyOf<{ error: string }>(res)).error).toBe('authentication_required'));

describeMatrix(
  [
    {
      name: 'GET /api/member.php?id= of a visible member',
      request: (as, s) => as.get(`/api/member.php?id=${s.owner.id}`),
      expect: {
        owner: unchanged(200, seesPhotos(2, 0)),
        member: unchanged(200, seesPhotos(1, 1)),
        premium: unchanged(200, seesPhotos(2, 0)),
        blocked: unchanged(403, blockedByOwner),
        visitor: unchanged(200, seesPhotos(1, 1)),
      },
    },
    {
      name: 'GET /api/member.php?id= of an invisible member',
      owner: { user: { invisible: true } },
      request: (as, s) => as.get(`/api/member.php?id=${s.owner.id}`),
      expect: { owner: unchanged(200), member: unchanged(404), premium: unchanged(404), blocked: unchanged(404), visitor: unchanged(404) },
    },
    {
      name: 'GET /api/member.php?id= of a disabled profile',
      owner: { profile: { status: 'disabled' } },
      request: (as, s) => as.get(`/api/member.php?id=${s.owner.id}`),
      expect: { owner: unchanged(200), member: unchanged(404), premium: unchanged(404), blocked: unchanged(404), visitor: unchanged(404) },
    },
    {
      name: 'GET /api/profile.php naming the owner (id, user_id)',
      request: (as, s) => as.get(`/api/profile.php?id=${s.owner.id}&user_id=${s.owner.id}`),
      expect: {
        owner: unchanged(200, ownProfile('owner')),
        member: unchanged(200, ownProfile('caller')),
        premium: unchanged(200, ownProfile('caller')),
        blocked: unchanged(200, ownProfile('caller')),
        visitor: authRequired,
      },
    },
    {
      name: 'PUT /api/profile.php naming the owner (id, user_id)',
      request: (as, s) => as.put('/api/profile.php', { id: s.owner.id, user_id: s.owner.id, about: 'Written by whoever asked' }),
      expect: {
        owner: changed(200, ownUser('owner')),
        member: unchanged(200, ownUser('caller')),
        premium: unchanged(200, ownUser('caller')),
        blocked: unchanged(200, ownUser('caller')),
        visitor: authRequired,
      },
    },
    {
      name: 'GET /api/user.php naming the owner (id)',
      request: (as, s) => as.get(`/api/user.php?id=${s.owner.id}`),
      expect: {
        owner: unchanged(200, ownUser('owner')),
        member: unchanged(200, ownUser('caller')),
        premium: unchanged(200, ownUser('caller')),
        blocked: unchanged(200, ownUser('caller')),
        visitor: authRequired,
      },
    },
    {
      name: 'PUT /api/user.php naming the owner (id)',
      request: (as, s) => as.put('/api/user.php', { id: s.owner.id, user_id: s.owner.id, language: 'de' }),
      expect: {
        owner: changed(200, ownUser('owner')),
        member: unchanged(200, ownUser('caller')),
        premium: unchanged(200, ownUser('caller')),
        blocked: unchanged(200, ownUser('caller')),
        visitor: authRequired,
      },
    },
    {
      // Item 10, "one endpoint belongs to one member": an endpoint is the secret address of one
      // browser's push channel; whoever subscribes it is the member now using that browser, so it
      // moves to them. Only someone who already controls that browser can know the endpoint.
      name: "POST /api/user.php?push=1 with the owner's endpoint",
      request: (as, s) => as.post('/api/user.php?push=1', { subscription: { endpoint: s.pushEndpoint, keys: PUSH_KEYS } }),
      expect: { owner: unchanged(200), member: changed(200), premium: changed(200), blocked: changed(200), visitor: authRequired },
    },
    {
      name: 'POST /api/user.php?push=1 denying push (acts on the caller only)',
      request: (as) => as.post('/api/user.php?push=1', { subscription: 'denied' }),
      expect: { owner: changed(200), member: unchanged(200), premium: unchanged(200), blocked: unchanged(200), visitor: authRequired },
    },
    {
      name: 'GET /api/logout.php ends only the caller’s session',
      endsCallerSession: true,
      request: (as) => as.get('/api/logout.php'),
      expect: { owner: changed(200), member: unchanged(200), premium: unchanged(200), blocked: unchanged(200), visitor: unchanged(200) },
    },
    {
      name: 'POST /api/activate.php (a new activation mail) for an unconfirmed owner',
      owner: { user: { status: 'not_confirmed' } },
      request: (as) => as.post('/api/activate.php', {}),
      expect: { owner: changed(200), member: unchanged(409), premium: unchanged(409), blocked: unchanged(409), visitor: authRequired },
    },
    {
      name: 'POST /api/block.php blocking the owner',
      request: (as, s) => as.post('/api/block.php', { profile: s.owner.id }),
      // Anyone may block the owner, also back; the owner cannot block themself.
      expect: { owner: unchanged(422), member: changed(200), premium: changed(200), blocked: changed(200), visitor: authRequired },
    },
    {
      name: 'DELETE /api/block.php naming the owner lifts only the caller’s own block',
      request: (as, s) => as.delete('/api/block.php', { profile: s.owner.id }),
      // The blocked member cannot lift the owner's block of them: only a block of their own would go.
      expect: { owner: unchanged(422), member: unchanged(200), premium: unchanged(200), blocked: unchanged(200), visitor: authRequired },
    },
    {
      name: 'POST /api/report.php reporting the owner',
      request: (as, s) => as.post('/api/report.php', { profile: s.owner.id, reason: 'spam', text: 'Stuurt steeds reclame' }),
      expect: { owner: unchanged(422), member: changed(200), premium: changed(200), blocked: changed(200), visitor: authRequired },
    },
  ],
  () => ({ t, others }),
  { files: false },
);
