import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
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
    });
    await savePersona(tx, created[0].id, input.persona, ctx.now);
    return created;
  });
  const { site: _site, date_of_birth: _dob, persona, ...fields } = input;
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
  const { id, persona, ...fields } = input;
  await updateProfile(asProfile(ctx, profile), fields, async (tx) => {
    await savePersona(tx, id, persona, ctx.now);
    const changed = Object.keys(fields);
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
