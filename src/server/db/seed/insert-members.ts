import 'server-only';
import { photos, profileInterests, profiles, users } from '../schema';
import type { DemoMember } from './member-factory';
import { pickPoolPhotos, type PhotoPool } from './photo-pool';
import { createRng } from './prng';
import type { ReferenceIds } from './reference-data';
import type { Db } from '../client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type MemberBatchInput = { refs: ReferenceIds & { defaultSiteId: number }; passwordHash: string; pool: PhotoPool | null };

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

function profileRow(m: DemoMember, userId: number, refs: ReferenceIds, mainPhotoId: number | null) {
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
    about: m.about,
    status: 'active' as const,
    isFictional: m.isFictional,
    mainPhotoId,
    lastActiveAt: m.lastActiveAt,
    updatedAt: m.lastActiveAt,
  } satisfies typeof profiles.$inferInsert;
}

// Photo rows reuse pool files; the third photo is private (under the pool's private names), as a
// member's extra photos often are.
function photoRows(m: DemoMember, userId: number, pool: PhotoPool | null): (typeof photos.$inferInsert)[] {
  if (!pool || m.photoCount === 0) return [];
  const chosen = pickPoolPhotos(pool, m.gender, m.photoCount, createRng(`${m.email}-photos`));
  return chosen.map(({ private: hidden, ...open }, i) =>
    i === 2 ? { userId, ...open, ...hidden, isPrivate: true, createdAt: m.createdAt } : { userId, ...open, isPrivate: false, createdAt: m.createdAt },
  );
}

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
    const withIds = batch.map((m) => ({ m, userId: idByEmail.get(m.email) ?? 0 }));
    const mainPhotos = await insertPhotos(
      tx,
      withIds.flatMap(({ m, userId }) => photoRows(m, userId, input.pool)),
    );
    await tx.insert(profiles).values(withIds.map(({ m, userId }) => profileRow(m, userId, input.refs, mainPhotos.get(userId) ?? null)));
    const interestRows = withIds.flatMap(({ m, userId }) => m.interestSlugs.map((slug) => ({ userId, interestId: input.refs.interestIds.get(slug) ?? 0 })));
    if (interestRows.length) await tx.insert(profileInterests).values(interestRows);
  });
}
