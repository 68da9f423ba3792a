import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { personaSheets, profiles, sites, users } from '../../../db/schema';
import type { Tx } from '../../../db/transaction';
import { validationError } from '../../../errors';
import { hashPassword } from '../../auth/password';
import { newToken } from '../../auth/tokens';
import { updateProfile } from '../../profiles/update-profile';
import { recordAudit } from '../audit';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import { asProfile, findFictionalUser } from './fictional-profile';
import type { fictionalProfileCreateSchema, fictionalProfileUpdateSchema } from '@/shared/schemas/staff';

type CreateInput = z.infer<typeof fictionalProfileCreateSchema>;
type UpdateInput = z.infer<typeof fictionalProfileUpdateSchema>;

async function savePersona(tx: Tx, profileId: number, sheet: string | undefined, now: Date): Promise<void> {
  if (sheet === undefined) return;
  await tx
    .insert(personaSheets)
    .values({ profileId, sheet, updatedAt: now })
    .onConflictDoUpdate({ target: personaSheets.profileId, set: { sheet, updatedAt: now } });
}

type Reach = Pick<CreateInput, 'shown_on_sites' | 'shown_in_languages'>;
type ReachColumns = { shownOnSiteIds?: number[]; shownInLanguages?: string[] };

/** Where the profile is listed, as columns: the sites' ids for their domains (422 on the field for one that is not a site). */
async function reachColumns(ctx: StaffContext, reach: Reach): Promise<ReachColumns> {
  const columns: ReachColumns = {};
  if (reach.shown_in_languages) columns.shownInLanguages = [...new Set(reach.shown_in_languages)];
  if (!reach.shown_on_sites) return columns;
  const domains = [...new Set(reach.shown_on_sites)];
  const found = domains.length ? await ctx.db.select({ id: sites.id, domain: sites.domain }).from(sites).where(inArray(sites.domain, domains)) : [];
  const unknown = domains.find((domain) => !found.some((site) => site.domain === domain));
  if (unknown) throw validationError({ shown_on_sites: { key: 'staffUnknownSite', values: { site: unknown } } });
  return { ...columns, shownOnSiteIds: found.map((site) => site.id).sort((a, b) => a - b) };
}

/**
 * POST /api/staff/profiles.php (admins): a site's own profile, fictional from creation and for good
 * (no call changes that). Its account cannot log in: an address under `.invalid` and a password
 * nobody knows. It is confirmed and active at once; its consent to special data is the site's own.
 */
export async function createFictionalProfile(ctx: StaffContext, input: CreateInput): Promise<{ id: number }> {
  requireStaff(ctx, ['admin']);
  const [site] = await ctx.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, input.site)).limit(1);
  if (!site) throw validationError({ site: { key: 'chooseOption' } });
  requireStaff(ctx, ['admin'], { siteId: site.id });
  const reach = await reachColumns(ctx, input);
  const passwordHash = await hashPassword(newToken());
  const [user] = await ctx.db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values({
        siteId: site.id,
        email: `profile-${randomUUID()}@profiles.invalid`,
        passwordHash,
        status: 'confirmed',
        specialDataConsentAt: ctx.now,
        createdAt: ctx.now,
      })
      .returning();
    await tx.insert(profiles).values({
      userId: created[0].id,
      name: input.name,
      dateOfBirth: input.date_of_birth,
      gender: input.gender,
      country: input.country,
      status: 'active',
      isFictional: true,
      ...reach,
    });
    await savePersona(tx, created[0].id, input.persona, ctx.now);
    return created;
  });
  const { site: _site, date_of_birth: _dob, persona, shown_on_sites: _sites, shown_in_languages: _languages, ...fields } = input;
  await updateProfile(asProfile(ctx, user), fields, async (tx) => {
    await recordAudit(
      tx,
      {
        staffId: ctx.staff.id,
        action: 'profile.create',
        targetType: 'profile',
        targetId: user.id,
        after: { name: input.name, site: input.site, persona: persona !== undefined },
        ip: ctx.ip,
      },
      ctx.now,
    );
  });
  return { id: user.id };
}

/** PUT /api/staff/profiles.php (admins): only the fields sent change; the change and its audit row commit together. */
export async function updateFictionalProfile(ctx: StaffContext, input: UpdateInput): Promise<void> {
  requireStaff(ctx, ['admin']);
  const profile = await findFictionalUser(ctx, input.id);
  const [before] = await ctx.db.select().from(profiles).where(eq(profiles.userId, profile.id));
  const { id, persona, shown_on_sites, shown_in_languages, ...fields } = input;
  const reach = await reachColumns(ctx, { shown_on_sites, shown_in_languages });
  await updateProfile(asProfile(ctx, profile), fields, async (tx) => {
    await savePersona(tx, id, persona, ctx.now);
    if (Object.keys(reach).length) await tx.update(profiles).set(reach).where(eq(profiles.userId, id));
    const changed = [...Object.keys(fields), ...(shown_on_sites ? ['shown_on_sites'] : []), ...(shown_in_languages ? ['shown_in_languages'] : [])];
    await recordAudit(
      tx,
      {
        staffId: ctx.staff.id,
        action: 'profile.update',
        targetType: 'profile',
        targetId: id,
        before: { name: before.name, about: before.about },
        after: { fields: changed, persona: persona !== undefined },
        ip: ctx.ip,
      },
      ctx.now,
    );
  });
}
