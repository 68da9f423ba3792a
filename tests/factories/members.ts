import { faker } from '@faker-js/faker';
import { eq } from 'drizzle-orm';
import { hashPassword } from '@/server/services/auth/password';
import { photos, profiles, regions, sites, users, type NewUser, type Photo, type Profile } from '@/server/db/schema';
import type { Db } from '@/server/db/client';
import { dateOfBirthForAge } from './dates';

export const DEFAULT_PASSWORD = 'secret12';

let sequence = 0;

/** A unique address on a domain that triggers no 'Bedoelde je …' suggestion. */
export function uniqueEmail(prefix = 'member'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${faker.string.alphanumeric(6).toLowerCase()}@example.com`;
}

// argon2id is slow on purpose; one hash per distinct password is enough for test members.
const hashes = new Map<string, Promise<string>>();
function passwordHashFor(password: string): Promise<string> {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
}

export type MemberOverrides = {
  email?: string;
  password?: string;
  name?: string;
  /** Age today; ignored when dateOfBirth is given. */
  age?: number;
  dateOfBirth?: string;
  gender?: 'male' | 'female' | null;
  country?: string | null;
  /** ISO 3166-2 code of a shipped region, e.g. 'NL-NH'. */
  regionCode?: string;
  site?: string;
  /** Any other users column (paidUser, invisible, deletedAt, status …). */
  user?: Partial<NewUser>;
  /** Any other profiles column (status, isFictional, lastActiveAt …). */
  profile?: Partial<typeof profiles.$inferInsert>;
};

export type InsertedMember = { id: number; email: string; password: string; name: string; profile: Profile };

/** The id of a shipped region by its ISO 3166-2 code, e.g. 'NL-NH'. */
export async function regionIdFor(db: Db, code: string): Promise<number>;
export async function regionIdFor(db: Db, code: string | undefined): Promise<number | null>;
export async function regionIdFor(db: Db, code: string | undefined): Promise<number | null> {
  if (!code) return null;
  const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.code, code)).limit(1);
  if (!region) throw new Error(`unknown region ${code}`);
  return region.id;
}

async function siteIdFor(db: Db, domain: string | undefined): Promise<number> {
  const [site] = domain
    ? await db.select({ id: sites.id }).from(sites).where(eq(sites.domain, domain)).limit(1)
    : await db.select({ id: sites.id }).from(sites).where(eq(sites.isDefault, true)).limit(1);
  if (!site) throw new Error(`unknown site ${domain ?? '(default)'}`);
  return site.id;
}

/**
 * A confirmed member with an active profile, written straight to the database (no mail, no API):
 * the quick way to fill search results. Everything can be overridden.
 */
export async function insertMember(db: Db, overrides: MemberOverrides = {}): Promise<InsertedMember> {
  const gender = overrides.gender === undefined ? faker.helpers.arrayElement(['male', 'female'] as const) : overrides.gender;
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const name = overrides.name ?? faker.person.firstName(gender ?? undefined).slice(0, 30);
  const [user] = await db
    .insert(users)
    .values({
      siteId: await siteIdFor(db, overrides.site),
      email,
      passwordHash: await passwordHashFor(password),
      status: 'confirmed',
      language: 'nl',
      ...overrides.user,
    })
    .returning();
  const [profile] = await db
    .insert(profiles)
    .values({
      userId: user.id,
      name,
      dateOfBirth: overrides.dateOfBirth ?? dateOfBirthForAge(overrides.age ?? 30),
      gender,
      country: overrides.country === undefined ? 'NL' : overrides.country,
      regionId: await regionIdFor(db, overrides.regionCode),
      status: 'active',
      ...overrides.profile,
    })
    .returning();
  return { id: user.id, email, password, name, profile };
}

/**
 * A photo row for a member (files are not written: for visibility rules, not for the media route).
 * `main: true` makes it the profile's main photo.
 */
export async function insertPhoto(db: Db, userId: number, options: { isPrivate?: boolean; main?: boolean } = {}): Promise<Photo> {
  const base = faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' });
  const [photo] = await db
    .insert(photos)
    .values({ userId, filename: `${base}.jpg`, thumbFilename: `${base}_t.jpg`, width: 800, height: 600, isPrivate: options.isPrivate ?? false })
    .returning();
  if (options.main) await db.update(profiles).set({ mainPhotoId: photo.id }).where(eq(profiles.userId, userId));
  return photo;
}
