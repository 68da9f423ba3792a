import 'server-only';
import { photos, profileInterests, profiles, users } from '../schema';
import { hairColourOf, memberFace, type Face } from './demo-face';
import type { DemoMember } from './member-factory';
import { pickPoolPhotos, type PhotoPool } from './photo-pool';
import { createRng } from './prng';
import type { ReferenceIds } from './reference-data';
import type { Db } from '../client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type MemberBatchInput = { refs: ReferenceIds & { defaultSiteId: number }; passwordHash: string; pool: PhotoPool | null; now: Date };

function userRow(m: DemoMember, input: MemberBatchInput): typeof users.$inferInsert {
  return {
    siteId: input.refs.defaultSiteId,
    email: m.email,
    passwordHash: input.passwordHash,
    status: 'confirmed',
    language: m.language,
    // Demo members state orientation and interests, so they count as having given art. 9 consent.
    specialDataConsentAt: m.createdAt,
    lastLoginAt: m.lastActiveAt,
    createdAt: m.createdAt,
    activatedAt: m.createdAt,
  };
}

// The profile states the hair colour of the member's drawn face, photos or not.
function profileRow(m: DemoMember, face: Face, userId: number, refs: ReferenceIds, mainPhotoId: number | null) {
  return {
    userId,
    name: m.name,
    dateOfBirth: m.dateOfBirth,
    gender: m.gender,
    lookingForGender: m.lookingForGender,
    sexuality: m.sexuality,
    country: m.country,
    regionId: refs.regionIds.get(m.regionCode) ?? null,
    latitude: m.position?.lat ?? null,
    longitude: m.position?.lon ?? null,
    ...m.traits,
    hairColour: hairColourOf(face),
    about: m.about,
    status: 'active' as const,
    isFictional: m.isFictional,
    mainPhotoId,
    lastActiveAt: m.lastActiveAt,
    updatedAt: m.lastActiveAt,
  } satisfies typeof profiles.$inferInsert;
}

// Photo rows reuse the pool's files of the member's face; the third photo is private (under the
// pool's private names), as a member's extra photos often are.
export function photoRows(m: DemoMember, face: Face, userId: number, pool: PhotoPool | null): (typeof photos.$inferInsert)[] {
  if (!pool || m.photoCount === 0) return [];
  const chosen = pickPoolPhotos(pool, face, m.photoCount, createRng(`${m.email}-photos`));
  return chosen.map((photo, i) => {
    const isPrivate = i === 2;
    const names = isPrivate ? photo.private : photo;
    const { width, height } = photo;
    return { userId, filename: names.filename, thumbFilename: names.thumbFilename, webp: true, width, height, isPrivate, createdAt: m.createdAt };
  });
}

/** A demo member's face, which suits their gender and age; the same member always gets the same one. */
export const demoMemberFace = (m: DemoMember, now: Date) => memberFace(m, `${m.email}-face`, now);

async function insertPhotos(tx: Tx, rows: (typeof photos.$inferInsert)[]): Promise<Map<number, number>> {
  if (rows.length === 0) return new Map();
  const inserted = await tx.insert(photos).values(rows).returning({ id: photos.id, userId: photos.userId });
  // The lowest id per member is their first photo, which becomes the main photo.
  const main = new Map<number, number>();
  for (const row of inserted) if ((main.get(row.userId) ?? Infinity) > row.id) main.set(row.userId, row.id);
  return main;
}

/** Writes one batch of members (user, photos, profile, interests) in one transaction. */
export async function insertMemberBatch(db: Db, batch: DemoMember[], input: MemberBatchInput): Promise<void> {
  if (batch.length === 0) return;
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(batch.map((m) => userRow(m, input)))
      .returning({ id: users.id, email: users.email });
    const idByEmail = new Map(created.map((u) => [u.email, u.id]));
    const withIds = batch.map((m) => ({ m, userId: idByEmail.get(m.email) ?? 0, face: demoMemberFace(m, input.now) }));
    const mainPhotos = await insertPhotos(
      tx,
      withIds.flatMap(({ m, face, userId }) => photoRows(m, face, userId, input.pool)),
    );
    await tx.insert(profiles).values(withIds.map(({ m, face, userId }) => profileRow(m, face, userId, input.refs, mainPhotos.get(userId) ?? null)));
    const interestRows = withIds.flatMap(({ m, userId }) => m.interestSlugs.map((slug) => ({ userId, interestId: input.refs.interestIds.get(slug) ?? 0 })));
    if (interestRows.length) await tx.insert(profileInterests).values(interestRows);
  });
}
