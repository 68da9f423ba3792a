import { describe, expect, it } from 'vitest';
import type { Agent } from '../../fixtures/agent';
import type { TestApp } from '../../fixtures/test-app';
import type { MemberOverrides } from '../../factories/members';
import { makeJpeg } from '../../factories/images';
import { uploadPhoto } from '../../factories/photos';
import { insertPhoto } from '../../factories/members';
import { moveBrowser, newBrowser, signedIn, type SignedIn } from './browsers';
import { stateOf } from './state';

/**
 * Who tries: the object's owner, another (free) member, a premium member (premium members may see
 * private photos, §6), a member the owner has blocked (§6: they may not view or contact the owner)
 * and a visitor without a session. Every row's `expect` is a Record over ACTORS, so a new actor makes
 * the compiler ask each row for its answer.
 */
export const ACTORS = ['owner', 'member', 'premium', 'blocked', 'visitor'] as const;
export type Actor = (typeof ACTORS)[number];

export const PUSH_KEYS = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };

/** A photo of the owner: its id and (when uploaded with files) the address the owner was given. */
export type ScenePhoto = { id: number; address: string };

/** What every cell starts from: a logged-in owner with a public (main) photo, a private photo and a push subscription. */
export type Scene = { owner: SignedIn; publicPhoto: ScenePhoto; privatePhoto: ScenePhoto; pushEndpoint: string };

export type Expectation = {
  status: number;
  /** Whether the owner's rows (or any member table's row count) may differ afterwards. */
  changes: boolean;
  check?: (res: Response, scene: Scene) => Promise<void> | void;
};

export type MatrixRow = {
  name: string;
  owner?: MemberOverrides;
  /** Done by the owner before the snapshot (e.g. make the photo public, so its old link is revoked). */
  prepare?: (scene: Scene) => Promise<void>;
  request: (as: Agent, scene: Scene) => Promise<Response>;
  expect: Record<Actor, Expectation>;
  /** The request ends the caller's own session: other members then use a fresh login of their own. */
  endsCallerSession?: boolean;
};

/** The request is answered and the owner's data stays as it was. */
export const unchanged = (status: number, check?: Expectation['check']): Expectation => ({ status, changes: false, check });
/** The request is answered and changes the owner's data (only the owner's own requests should). */
export const changed = (status: number, check?: Expectation['check']): Expectation => ({ status, changes: true, check });

let endpoints = 0;

async function photosOf(t: TestApp, owner: SignedIn, files: boolean): Promise<[ScenePhoto, ScenePhoto]> {
  if (!files) {
    const main = await insertPhoto(t.db, owner.id, { main: true });
    const hidden = await insertPhoto(t.db, owner.id, { isPrivate: true });
    return [
      { id: main.id, address: '' },
      { id: hidden.id, address: '' },
    ];
  }
  const image = await makeJpeg({ width: 64, height: 48 });
  const main = await uploadPhoto(owner.agent, image);
  const hidden = await uploadPhoto(owner.agent, image, { private: true });
  return [
    { id: main.id, address: main.filename },
    { id: hidden.id, address: hidden.filename },
  ];
}

async function buildScene(t: TestApp, overrides: MemberOverrides, files: boolean): Promise<Scene> {
  const owner = await signedIn(t, overrides);
  const [publicPhoto, privatePhoto] = await photosOf(t, owner, files);
  endpoints += 1;
  const pushEndpoint = `https://fcm.googleapis.com/fcm/send/owner-${endpoints}`;
  const res = await owner.agent.post('/api/user.php?push=1', { subscription: { endpoint: pushEndpoint, keys: PUSH_KEYS } });
  expect(res.status).toBe(200);
  return { owner, publicPhoto, privatePhoto, pushEndpoint };
}

/** The path and query of a photo address as handed out (public ones may carry a CDN prefix). */
export const pathOf = (address: string): string => {
  const url = new URL(address, 'http://localhost');
  return url.pathname + url.search;
};

type Member = Exclude<Actor, 'owner' | 'visitor'>;
type Others = Record<Member, SignedIn>;

const OTHER_MEMBERS: Record<Member, MemberOverrides> = { member: {}, premium: { user: { paidUser: true } }, blocked: {} };

/** The members who try the owner's objects; signed in once per test file. */
export async function matrixActors(t: TestApp): Promise<Others> {
  return {
    member: await signedIn(t, OTHER_MEMBERS.member),
    premium: await signedIn(t, OTHER_MEMBERS.premium),
    blocked: await signedIn(t, OTHER_MEMBERS.blocked),
  };
}

async function browserOf(t: TestApp, actor: Actor, scene: Scene, others: Others, freshLogin: boolean): Promise<Agent> {
  if (actor === 'owner') return scene.owner.agent;
  if (actor === 'visitor') return newBrowser(t);
  const who = freshLogin ? await signedIn(t, OTHER_MEMBERS[actor]) : others[actor];
  // Part of the scene, before the snapshot: this owner blocks the `blocked` actor through the API.
  if (actor === 'blocked') expect((await scene.owner.agent.post('/api/block.php', { profile: who.id })).status).toBe(200);
  return freshLogin ? who.agent : moveBrowser(t, who.agent);
}

/** One test per (row, actor): expected status, and the owner's data changed only where expected. */
export function describeMatrix(rows: MatrixRow[], env: () => { t: TestApp; others: Others }, options: { files: boolean }): void {
  describe.each(rows)('$name', (row) => {
    it.each(ACTORS)('as %s', async (actor) => {
      const { t, others } = env();
      const scene = await buildScene(t, row.owner ?? {}, options.files);
      await row.prepare?.(scene);
      const agent = await browserOf(t, actor, scene, others, row.endsCallerSession ?? false);
      const before = await stateOf(t.db, [scene.owner.id]);
      const res = await row.request(agent, scene);
      const want = row.expect[actor];
      expect(res.status, await res.clone().text()).toBe(want.status);
      const after = await stateOf(t.db, [scene.owner.id]);
      if (want.changes) expect(after).not.toEqual(before);
      else expect(after).toEqual(before);
      await want.check?.(res, scene);
    });
  });
}
