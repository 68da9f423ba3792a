import 'server-only';
import type { Tx } from '../../db/transaction';
import { eq } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { profileInterests, profiles, users } from '../../db/schema';
import { validationError } from '../../errors';
import { findRegion } from '../geo/list-regions';
import { loadInterests } from './list-interests';
import { checkAgeRange, positionPatch, type StoredPlace } from './discovery-patch';
import type { ProfileUpdateInput } from '@/shared/schemas/profile';

type ProfilePatch = Partial<typeof profiles.$inferInsert>;

function toPatch(input: ProfileUpdateInput): ProfilePatch {
  const patch: ProfilePatch = {
    name: input.name,
    gender: input.gender,
    lookingForGender: input.looking_for_gender,
    lookingForMinAge: input.looking_for_min_age,
    lookingForMaxAge: input.looking_for_max_age,
    sexuality: input.sexuality,
    country: input.country,
    regionId: input.region_id,
    city: input.city,
    showCity: input.show_city,
    hairColour: input.hair_colour,
    eyeColour: input.eye_colour,
    bodyType: input.body_type,
    relationshipStatus: input.relationship_status,
    reason: input.reason,
    tattoos: input.tattoos,
    heightCm: input.height_cm,
    about: input.about,
  };
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as ProfilePatch;
}

/** The region must lie in the profile's country; moving country without a new region drops the old one. */
async function checkRegion(ctx: AuthedContext, input: ProfileUpdateInput, current: StoredPlace | undefined): Promise<ProfilePatch> {
  if (input.region_id === null || (input.region_id === undefined && input.country === undefined)) return {};
  const country = input.country ?? current?.country;
  if (input.region_id === undefined) {
    const kept = await findRegion(ctx, current?.regionId ?? null);
    return kept && kept.country !== country ? { regionId: null } : {};
  }
  const region = await findRegion(ctx, input.region_id);
  if (!region || region.country !== country) throw validationError({ region_id: { key: 'regionMismatch' } });
  return {};
}

async function interestIds(ctx: AuthedContext, slugs: string[]): Promise<{ ids: number[]; sensitive: boolean }> {
  const all = await loadInterests(ctx);
  const chosen = slugs.map((slug) => all.find((i) => i.slug === slug));
  if (chosen.some((i) => !i)) throw validationError({ interests: { key: 'unknownInterest' } });
  return { ids: [...new Set(chosen.map((i) => i!.id))], sensitive: chosen.some((i) => i!.sensitive) };
}

/** PUT /api/profile.php: updates only the fields sent; orientation and sexual interests need consent. */
export async function updateProfile(ctx: AuthedContext, input: ProfileUpdateInput, alsoInTransaction?: (tx: Tx) => Promise<void>): Promise<void> {
  const [stored] = await ctx.db
    .select({
      country: profiles.country,
      regionId: profiles.regionId,
      lookingForMinAge: profiles.lookingForMinAge,
      lookingForMaxAge: profiles.lookingForMaxAge,
    })
    .from(profiles)
    .where(eq(profiles.userId, ctx.actor.id));
  checkAgeRange(input, stored);
  const placePatch = { ...(await checkRegion(ctx, input, stored)), ...positionPatch(input, stored) };
  const picked = input.interests ? await interestIds(ctx, input.interests) : null;
  const needsConsent = Boolean(input.sexuality) || Boolean(picked?.sensitive);
  const consented = Boolean(ctx.actor.specialDataConsentAt) || input.special_data_consent === true;
  if (needsConsent && !consented) throw validationError({ special_data_consent: { key: 'specialDataConsent' } });
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ ...toPatch(input), ...placePatch, updatedAt: ctx.now })
      .where(eq(profiles.userId, ctx.actor.id));
    if (input.special_data_consent && !ctx.actor.specialDataConsentAt) {
      await tx.update(users).set({ specialDataConsentAt: ctx.now }).where(eq(users.id, ctx.actor.id));
    }
    if (picked) {
      await tx.delete(profileInterests).where(eq(profileInterests.userId, ctx.actor.id));
      if (picked.ids.length) {
        await tx.insert(profileInterests).values(picked.ids.map((interestId) => ({ userId: ctx.actor.id, interestId })));
      }
    }
    if (alsoInTransaction) await alsoInTransaction(tx);
  });
}
