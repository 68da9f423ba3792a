import { readdirSync, readFileSync, rmSync, statSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startBuiltServer, type RunningServer } from './server-process';

// The embedded data directory against a second server and a hard crash, with the built server
// (`node dist/server/main.js`, what `npm start` runs): nothing may be lost or left behind.

const PHOTO = readFileSync('tests/fixtures/photo.jpg');
const DEMO = { email: 'demo@example.com', password: 'demo1234' };

async function login(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.origin}/api/user.php`, {
    method: 'POST',
    headers: { origin: server.origin, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie()[0].split(';')[0];
}

function upload(server: RunningServer, cookie: string): Promise<Response> {
  const form = new FormData();
  form.set('photo', new File([new Uint8Array(PHOTO)], 'photo.jpg', { type: 'image/jpeg' }));
  return fetch(`${server.origin}/api/photos.php`, { method: 'POST', headers: { origin: server.origin, cookie }, body: form });
}

async function deletePhoto(server: RunningServer, cookie: string, id: number): Promise<Response> {
  const headers = { origin: server.origin, cookie, 'content-type': 'application/json' };
  return fetch(`${server.origin}/api/photos.php`, { method: 'DELETE', headers, body: JSON.stringify({ id }) });
}

type OwnPhoto = { id: number; filename: string; thumb_filename: string; webp?: { filename: string; thumb_filename: string; thumb_2x_filename: string } };

async function ownPhotos(server: RunningServer, cookie: string): Promise<OwnPhoto[]> {
  const res = await fetch(`${server.origin}/api/user.php`, { headers: { cookie } });
  return ((await res.json()) as { user: { profile: { photos: OwnPhoto[] } } }).user.profile.photos;
}

/**
 * Uploads and deletes photos in a loop (a free member keeps at most 3) until the server dies. A photo
 * answered 201 must survive; one whose deletion was sent but never answered may or may not be gone.
 */
async function churnPhotos(server: RunningServer, cookie: string, kept: Set<number>, onAcknowledged: () => void): Promise<void> {
  for (;;) {
    const res = await upload(server, cookie).catch(() => null);
    if (!res) return; // the server is gone
    if (res.status !== 201) continue;
    const { photo } = (await res.json()) as { photo: { id: number } };
    kept.add(photo.id);
    onAcknowledged();
    kept.delete(photo.id); // from here on its fate is decided by the deletion
    const removed = await deletePhoto(server, cookie, photo.id).catch(() => null);
    if (!removed) return;
    if (removed.status !== 200) kept.add(photo.id);
  }
}

const fileOf = (url: string) => url.split('/').pop()!.split('?')[0];

test.describe('the embedded data directory', () => {
  let dataDir: string;
  test.beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'amora-datadir-'));
  });
  test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('refuses a second server, survives kill -9 during uploads, and keeps database and files whole', async () => {
    test.setTimeout(240_000);
    const first = await startBuiltServer({ dataDir, port: 3311 });

    const second = await startBuiltServer({ dataDir, port: 3312, expectExit: true });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another process');
    expect((await fetch(`${first.origin}/api/settings.php`)).status).toBe(200);

    const cookie = await login(first);
    // Photos answered 201 and not (possibly) deleted since: each must be there after the crash.
    const kept = await upload(first, cookie);
    expect(kept.status).toBe(201);
    const acknowledged = new Set((await ownPhotos(first, cookie)).map((p) => p.id));
    expect(acknowledged.size).toBe(2);
    let uploads = 0;
    const killed = new Promise<void>((resolve) => {
      const onAcknowledged = () => {
        // After a few acknowledged uploads, kill the server in the middle of the next ones.
        if (++uploads === 4) first.kill('SIGKILL').then(resolve);
      };
      void Promise.all([1, 2].map(() => churnPhotos(first, cookie, acknowledged, onAcknowledged)));
    });
    await killed;

    const restarted = await startBuiltServer({ dataDir, port: 3313 });
    try {
      const again = await login(restarted);
      const photos = await ownPhotos(restarted, again);
      // Every upload that was answered 201 and not deleted is still there.
      for (const id of acknowledged) expect(photos.map((p) => p.id)).toContain(id);
      const urls = photos.flatMap((p) => [p.filename, p.thumb_filename, ...Object.values(p.webp ?? {})]);
      const referenced = new Set(urls.map(fileOf));
      const onDisk = readdirSync(path.join(dataDir, 'uploads'));
      // After the start's sweep the folder holds exactly the files the rows point to, none empty.
      expect(new Set(onDisk)).toEqual(referenced);
      for (const file of onDisk) expect(statSync(path.join(dataDir, 'uploads', file)).size).toBeGreaterThan(0);
      for (const photo of photos) expect((await fetch(`${restarted.origin}/api/media/${fileOf(photo.filename)}`)).status).toBe(200);
    } finally {
      await restarted.kill('SIGTERM');
    }
  });
});
