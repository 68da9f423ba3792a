import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { makeJpeg, photoForm } from '../factories/images';
import { loggedInMember } from '../factories/accounts';
import { insertMember } from '../factories/members';
import { uploadPhoto } from '../factories/photos';
import { crashingStorage } from '../factories/crashing-storage';
import type { Agent } from '../fixtures/agent';
import { getContainer, setContainer } from '@/server/container';
import type { PhotoStorage } from '@/server/adapters/storage/storage';
import { photos } from '@/server/db/schema';
import { finalKeyOf, isStagedKey, referencedKeys, stagedKey } from '@/server/services/photos/photo-files';
import { newPhotoNames, photoFileKeys } from '@/server/services/photos/photo-names';
import { sweepOrphanPhotos } from '@/server/services/photos/sweep-orphan-photos';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => switchStorage(t.storage));

function switchStorage(storage: PhotoStorage) {
  setContainer({ ...getContainer(), storage });
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const storedKeys = async () => new Set((await t.storage.list()).map((file) => file.key));
/** What a restart does: no upload can be under way in the folder any more. */
const sweepAfterRestart = () => sweepOrphanPhotos(t.db, t.storage, { now: minutesFromNow(1), minAgeMs: 0 });

/** Every row's files (JPEGs and WebP copies) exist, every file belongs to a row, and nothing is left half written. */
async function expectFolderMatchesRows() {
  const keys = await storedKeys();
  const rows = await t.db.select().from(photos);
  const referenced = new Set(rows.flatMap(photoFileKeys));
  for (const key of referenced) expect(keys.has(key), key).toBe(true);
  expect([...keys].filter((key) => !referenced.has(key))).toEqual([]);
}

async function photoRow(userId: number) {
  const names = newPhotoNames(false);
  await t.db.insert(photos).values({ userId, ...names, width: 10, height: 10 });
  return names;
}

describe('sweepOrphanPhotos', () => {
  it('removes staged and stored files no photo points to, once older than the grace time', async () => {
    const orphan = newPhotoNames(false).filename;
    const staged = stagedKey(newPhotoNames(true).filename);
    for (const key of [orphan, staged]) await t.storage.put(key, Buffer.from('x'), 'image/jpeg');
    // Just written: an upload in another request may still be about to commit its row.
    expect(await sweepOrphanPhotos(t.db, t.storage)).toMatchObject({ removed: 0 });
    expect((await storedKeys()).has(orphan) && (await storedKeys()).has(staged)).toBe(true);
    const result = await sweepOrphanPhotos(t.db, t.storage, { now: minutesFromNow(11) });
    expect(result.removed).toBeGreaterThanOrEqual(2);
    expect((await storedKeys()).has(orphan) || (await storedKeys()).has(staged)).toBe(false);
  });

  it('publishes staged files whose row was committed, and keeps the files rows point to', async () => {
    const { id } = await insertMember(t.db);
    const committed = await photoRow(id);
    const kept = await photoRow(id);
    await t.storage.put(stagedKey(committed.filename), Buffer.from('main'), 'image/jpeg');
    await t.storage.put(stagedKey(committed.thumbFilename), Buffer.from('thumb'), 'image/jpeg');
    await t.storage.put(kept.filename, Buffer.from('kept'), 'image/jpeg');
    await t.storage.put(kept.thumbFilename, Buffer.from('kept'), 'image/jpeg');
    const result = await sweepOrphanPhotos(t.db, t.storage, { now: minutesFromNow(60) });
    expect(result.published).toBe(2);
    expect((await t.storage.get(committed.filename))?.toString()).toBe('main');
    expect((await t.storage.get(kept.thumbFilename))?.toString()).toBe('kept');
    expect([...(await storedKeys())].filter(isStagedKey)).toEqual([]);
    expect((await t.agent().get(`/api/media/${committed.filename}`)).status).toBe(200);
    await t.db.delete(photos);
    await sweepAfterRestart();
    await expectFolderMatchesRows();
  });
});

describe('the order of file and row changes', () => {
  it('writes files under temporary names before the row, renames them after, and deletes files after the row', async () => {
    const { agent } = await loggedInMember(t);
    const steps: string[] = [];
    const recording = crashingStorage(t.storage, null, async (step, key) => {
      const hasRow = (await referencedKeys(t.db, [finalKeyOf(key)])).size > 0;
      steps.push(`${step} ${isStagedKey(key) ? 'temporary' : 'final'} ${hasRow ? 'with row' : 'without row'}`);
    });
    switchStorage(recording.storage);
    const photo = await uploadPhoto(agent, await makeJpeg());
    // Five files a photo: two JPEGs and three WebP copies.
    expect(steps).toEqual([...Array(5).fill('put temporary without row'), ...Array(5).fill('move temporary with row')]);
    steps.length = 0;
    expect((await agent.put('/api/photos.php', { id: photo.id, is_private: true })).status).toBe(200);
    expect(steps).toEqual([
      ...Array(5).fill('put temporary without row'),
      ...Array(5).fill('move temporary with row'),
      ...Array(5).fill('remove final without row'),
    ]);
    steps.length = 0;
    expect((await agent.delete('/api/photos.php', { id: photo.id })).status).toBe(200);
    expect(steps).toEqual(Array(5).fill('remove final without row'));
  });
});

describe('a crash at any moment', () => {
  const actions = {
    upload: { changes: 10, run: (agent: Agent) => agent.post('/api/photos.php', photoForm(jpeg)) },
    'making private': { changes: 15, run: (agent: Agent, id: number) => agent.put('/api/photos.php', { id, is_private: true }) },
    deletion: { changes: 5, run: (agent: Agent, id: number) => agent.delete('/api/photos.php', { id }) },
  };
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await makeJpeg({ width: 60, height: 40 });
  });

  for (const [name, action] of Object.entries(actions)) {
    it(`leaves no orphan file and no row without its files during ${name}`, async () => {
      for (let crashAt = 1; crashAt <= action.changes; crashAt++) {
        const { agent } = await loggedInMember(t);
        const photo = await uploadPhoto(agent, jpeg);
        const crashing = crashingStorage(t.storage, crashAt);
        switchStorage(crashing.storage);
        const res = await action.run(agent, photo.id);
        expect(res.status, `crash at change ${crashAt}`).toBe(500);
        await crashing.settled();
        switchStorage(t.storage);
        await sweepAfterRestart();
        await expectFolderMatchesRows();
      }
    });
  }
});
