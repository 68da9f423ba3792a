import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { verifyRegistrationResponse } from '@simplewebauthn/server';
import type { z } from 'zod';
import { staffPasskeys, type StaffPasskey } from '../../../db/schema';
import { notFound, validationError } from '../../../errors';
import { recordAudit } from '../audit';
import { requireStaff } from '../access';
import { requireRecentCode } from '../step-up';
import type { StaffContext } from '../staff-context';
import { STAFF_ROLES } from '@/shared/staff/roles';
import type { passkeyAddSchema } from '@/shared/schemas/staff';
import type { PasskeyDto } from '@/shared/types/staff';
import { answeredChallenge, takeChallenge } from './challenges';
import { relyingPartyOf } from './relying-party';

/** Enough for a laptop, a phone and a spare key each, and a few more. */
const MAX_PASSKEYS = 10;

const toDto = (key: StaffPasskey): PasskeyDto => ({
  id: key.id,
  name: key.name,
  created_at: key.createdAt.toISOString(),
  last_used_at: key.lastUsedAt?.toISOString() ?? null,
});

/** GET /api/staff/passkeys.php: the staff member's own passkeys (never anyone else's). */
export async function listPasskeys(ctx: StaffContext): Promise<PasskeyDto[]> {
  requireStaff(ctx, STAFF_ROLES);
  const keys = await ctx.db.select().from(staffPasskeys).where(eq(staffPasskeys.staffId, ctx.staff.id)).orderBy(staffPasskeys.createdAt);
  return keys.map(toDto);
}

const passkeyFailed = () => validationError({ response: { key: 'passkeyFailed' } });

async function verifiedCredential(ctx: StaffContext, response: z.infer<typeof passkeyAddSchema>['response']) {
  const challenge = answeredChallenge(response.response.clientDataJSON);
  if (!challenge || !(await takeChallenge(ctx.db, challenge, 'register', ctx.staff.id, ctx.now))) throw passkeyFailed();
  const rp = relyingPartyOf(ctx);
  try {
    const result = await verifyRegistrationResponse({
      response: { ...response, clientExtensionResults: {} },
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!result.verified) throw passkeyFailed();
    return result.registrationInfo.credential;
  } catch {
    throw passkeyFailed();
  }
}

/** POST /api/staff/passkeys.php: keeps a new passkey after checking the authenticator's answer. */
export async function addPasskey(ctx: StaffContext, input: z.infer<typeof passkeyAddSchema>): Promise<PasskeyDto> {
  requireStaff(ctx, STAFF_ROLES);
  requireRecentCode(ctx);
  const [{ held }] = await ctx.db.select({ held: count() }).from(staffPasskeys).where(eq(staffPasskeys.staffId, ctx.staff.id));
  if (held >= MAX_PASSKEYS) throw validationError({ name: { key: 'passkeyLimit' } });
  const credential = await verifiedCredential(ctx, input.response);
  return ctx.db.transaction(async (tx) => {
    const [key] = await tx
      .insert(staffPasskeys)
      .values({
        id: credential.id,
        staffId: ctx.staff.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
        createdAt: ctx.now,
      })
      .onConflictDoNothing()
      .returning();
    if (!key) throw validationError({ response: { key: 'passkeyKnown' } });
    await recordAudit(
      tx,
      {
        staffId: ctx.staff.id,
        action: 'staff.passkey_add',
        targetType: 'staff',
        targetId: ctx.staff.id,
        after: { passkey: key.id, name: key.name },
        ip: ctx.ip,
      },
      ctx.now,
    );
    return toDto(key);
  });
}

/** DELETE /api/staff/passkeys.php: removes one of the staff member's own passkeys (404 for anyone else's). */
export async function removePasskey(ctx: StaffContext, id: string): Promise<void> {
  requireStaff(ctx, STAFF_ROLES);
  requireRecentCode(ctx);
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(staffPasskeys)
      .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.staffId, ctx.staff.id)))
      .returning();
    if (!removed) throw notFound();
    await recordAudit(
      tx,
      {
        staffId: ctx.staff.id,
        action: 'staff.passkey_remove',
        targetType: 'staff',
        targetId: ctx.staff.id,
        before: { passkey: removed.id, name: removed.name },
        ip: ctx.ip,
      },
      ctx.now,
    );
  });
}
