import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
import type { PhotoStorage } from '../../adapters/storage/storage';
import { hashPassword } from '../../services/auth/password';
import { INTEREST_SEED } from './data/interests';
import { REGION_SEED } from './data/regions';
import { demoMemberFace, insertMemberBatch, type MemberBatchInput } from './insert-members';
import { buildDemoMember, demoMemberEmail, type DemoMember, type FactoryInput } from './member-factory';
import { renderPhotoPool, type PhotoPool } from './photo-pool';
import { seedReferenceData } from './reference-data';
import { demoSeedRan, markDemoSeedRan } from './demo-marker';
import type { FirstSite } from './seed-sites';

export { seedLargeForBench } from './bench-profiles';

export type SeedOptions = {
  /** The demo sites, login and members (see demoDataWanted); reference data is always seeded. */
  demo: boolean;
  /** Without demo data: the site an empty database starts with (SITE_DOMAIN, SITE_NAME, SITE_LANGUAGE). */
  firstSite?: FirstSite;
  members?: number;
  photos?: boolean;
  log?: (line: string) => void;
};

const DEMO_EMAIL = 'demo@example.com';
const DEMO_PASSWORD = 'demo1234';
const BATCH_SIZE = 500;

function factoryInput(now: Date): FactoryInput {
  const regionCodes: Record<string, string[]> = {};
  for (const r of REGION_SEED) (regionCodes[r.country] ??= []).push(r.code);
  return {
    now,
    regionCodes,
    regionCentres: Object.fromEntries(REGION_SEED.map((r) => [r.code, { lat: r.lat, lon: r.lon }])),
    plainInterests: INTEREST_SEED.filter((i) => !i.sensitive).map((i) => i.slug),
    sensitiveInterests: INTEREST_SEED.filter((i) => i.sensitive).map((i) => i.slug),
  };
}

// Members are recognised by their e-mail address, so a second run only adds what is missing.
async function missingMembers(db: Db, count: number, input: FactoryInput): Promise<DemoMember[]> {
  const rows = await db.select({ email: users.email }).from(users).where(like(users.email, 'member%@demo.example'));
  const existing = new Set(rows.map((r) => r.email));
  const missing: DemoMember[] = [];
  for (let i = 1; i <= count; i++) if (!existing.has(demoMemberEmail(i))) missing.push(buildDemoMember(i, input));
  return missing;
}

// The login shown in the README: a fixed, known member in Noord-Holland.
function demoMember(input: FactoryInput): DemoMember {
  return {
    ...buildDemoMember(0, input),
    email: DEMO_EMAIL,
    language: 'nl',
    name: 'Demo',
    gender: 'male',
    sexuality: 'hetero',
    lookingForGender: 'female',
    dateOfBirth: `${input.now.getUTCFullYear() - 35}-06-15`,
    country: 'NL',
    regionCode: 'NL-NH',
    about: 'Dit is het demo-account. Kijk gerust rond!',
    isFictional: false,
    interestSlugs: ['travelling', 'cooking', 'movies', 'hiking', 'wine'],
    photoCount: 1,
    // The demo login shares no position: "use my location" in the profile shows what it changes.
    position: null,
  };
}

/** Draws the faces these members show (each in all its photos); null when nobody needs a photo. */
async function renderFacesOf(members: DemoMember[], storage: PhotoStorage, now: Date): Promise<PhotoPool | null> {
  const faces = new Map(
    members
      .filter((m) => m.photoCount > 0)
      .map((m) => demoMemberFace(m, now))
      .map((face) => [face.seed, face]),
  );
  return faces.size > 0 ? renderPhotoPool(storage, [...faces.values()]) : null;
}

async function hasUser(db: Db, email: string): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)).length > 0;
}

async function insertMembers(db: Db, members: DemoMember[], input: MemberBatchInput): Promise<void> {
  if (members.length === 0) return;
  // One hash for everyone: argon2 is slow by design; the password is random, so nobody can log in as them.
  const shared = { ...input, passwordHash: await hashPassword(randomBytes(24).toString('hex')) };
  for (let start = 0; start < members.length; start += BATCH_SIZE) {
    await insertMemberBatch(db, members.slice(start, start + BATCH_SIZE), shared);
  }
}

/**
 * Reference data (regions, interests) always; the demo sites, login and `members` demo members only
 * when asked and only once per database (deleted demo data is never created again); without demo
 * data, the operator's own first site.
 */
export async function seed(db: Db, storage: PhotoStorage, options: SeedOptions): Promise<{ demoCreated: boolean }> {
  const log = options.log ?? (() => undefined);
  const found = await seedReferenceData(db, { demo: options.demo, firstSite: options.firstSite, log });
  log(`reference data: ${found.regionIds.size} regions, ${found.interestIds.size} interests`);
  if (!options.demo) return { demoCreated: false };
  if (await demoSeedRan(db)) {
    log('demo data: created before, not again');
    return { demoCreated: false };
  }
  if (found.defaultSiteId === null) {
    log('demo data: no site left to add it to');
    return { demoCreated: false };
  }
  const refs = { ...found, defaultSiteId: found.defaultSiteId };
  const input = factoryInput(new Date());
  const members = await missingMembers(db, options.members ?? 1200, input);
  const demoLogin = (await hasUser(db, DEMO_EMAIL)) ? null : demoMember(input);
  const pool = options.photos === false ? null : await renderFacesOf([...members, ...(demoLogin ? [demoLogin] : [])], storage, input.now);
  if (pool) log(`photo pool: ${pool.size} faces, ${[...pool.values()].flat().length} photos rendered`);
  const now = input.now;
  if (demoLogin) {
    await insertMemberBatch(db, [demoLogin], { refs, pool, now, passwordHash: await hashPassword(DEMO_PASSWORD) });
  }
  await insertMembers(db, members, { refs, pool, now, passwordHash: '' });
  await markDemoSeedRan(db, input.now);
  log(`members: ${members.length} added${demoLogin ? ', demo login created (see the README)' : ''}`);
  return { demoCreated: true };
}
