import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { openTestDb } from '../fixtures/test-db';
import { createLocalStorage } from '@/server/adapters/storage/local-storage';
import { interests, photos, regions, sites, users } from '@/server/db/schema';
import { photoFileKeys } from '@/server/services/photos/photo-names';
import { seed } from '@/server/db/seed/seed';
import { demoDataWanted } from '@/server/db/seed/demo-marker';
import type { Db } from '@/server/db/client';

const DEMO = { email: 'demo@example.com', password: 'demo1234' };
// Photos are off (but in one test), so the storage is never written.
const storage = createLocalStorage('/nonexistent');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const demoMembers = (db: Db) => db.select({ id: users.id }).from(users).where(like(users.email, '%@demo.example'));
const logIn = () => t.agent().post('/api/user.php', DEMO);

describe('demo data', () => {
  it('is wanted in embedded mode, and on PostgreSQL only with DEMO_DATA=1', () => {
    expect(demoDataWanted({ DEMO_DATA: false })).toBe(true);
    expect(demoDataWanted({ DATABASE_URL: 'postgres://db/amora', DEMO_DATA: false })).toBe(false);
    expect(demoDataWanted({ DATABASE_URL: 'postgres://db/amora', DEMO_DATA: true })).toBe(true);
  });

  it('creates the demo login and demo members when wanted, and never again once deleted', async () => {
    expect(await seed(t.db, storage, { demo: true, members: 3, photos: false })).toEqual({ demoCreated: true });
    expect((await logIn()).status).toBe(200);
    expect(await demoMembers(t.db)).toHaveLength(3);

    await t.db.delete(users).where(eq(users.email, DEMO.email));
    await t.db.delete(users).where(like(users.email, '%@demo.example'));
    expect(await seed(t.db, storage, { demo: true, members: 3, photos: false })).toEqual({ demoCreated: false });
    expect((await logIn()).status).toBe(401);
    expect(await demoMembers(t.db)).toHaveLength(0);
  });

  it("draws demo members' photos, with their WebP copies, only for the faces the members show", async () => {
    const handle = await openTestDb();
    const folder = mkdtempSync(path.join(os.tmpdir(), 'demo-seed-photos-'));
    const uploads = createLocalStorage(folder);
    try {
      await seed(handle.db, uploads, { demo: true, members: 4 });
      const rows = await handle.db.select().from(photos);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.webp)).toBe(true);
      const stored = new Set((await uploads.list()).map((file) => file.key));
      for (const key of rows.flatMap(photoFileKeys)) expect(stored.has(key), key).toBe(true);
      // Five members (the demo login too) show at most five faces, each drawn in three photos of five
      // files, under public and private names.
      expect(stored.size).toBeLessThanOrEqual(5 * 3 * 5 * 2);
    } finally {
      await handle.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('seeds only the reference data when demo data is not wanted', async () => {
    const handle = await openTestDb();
    try {
      expect(await seed(handle.db, storage, { demo: false, members: 3, photos: false })).toEqual({ demoCreated: false });
      expect(await handle.db.select().from(users)).toEqual([]);
      // No demo brand either: a real deployment makes its own site (tests/api/real-deployment-seed.test.ts).
      expect(await handle.db.select().from(sites)).toEqual([]);
      expect((await handle.db.select().from(interests)).length).toBeGreaterThan(10);
      expect((await handle.db.select().from(regions)).length).toBeGreaterThan(10);
    } finally {
      await handle.close();
    }
  });
});
