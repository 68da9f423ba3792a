import 'server-only';
import { eq } from 'drizzle-orm';
import { generateAuthenticationOptions, generateRegistrationOptions } from '@simplewebauthn/server';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { ServiceContext } from '../../context';
import { staffPasskeys } from '../../../db/schema';
import { requireStaff } from '../access';
import { requireRecentCode } from '../step-up';
import type { StaffContext } from '../staff-context';
import { STAFF_ROLES } from '@/shared/staff/roles';
import { issueChallenge } from './challenges';
import { relyingPartyOf } from './relying-party';

/** Our challenge tokens are base64url of 32 random bytes: handed over as those bytes, they come back unchanged. */
const challengeBytes = (challenge: string) => new Uint8Array(Buffer.from(challenge, 'base64url'));

async function keysOf(ctx: ServiceContext, staffId: number) {
  return ctx.db.select({ id: staffPasskeys.id, transports: staffPasskeys.transports }).from(staffPasskeys).where(eq(staffPasskeys.staffId, staffId));
}

/**
 * POST /api/staff/passkey-challenge.php: what the browser asks a passkey to sign. Before login the
 * browser has not said who it is, so the authenticator offers the keys it holds for this back office
 * (discoverable credentials; nothing tells whether an address is staff). In a session it confirms
 * an action with one of this staff member's own keys.
 */
export async function passkeyChallenge(ctx: ServiceContext, session: StaffContext | null): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const rp = relyingPartyOf(ctx);
  const challenge = await issueChallenge(ctx.db, session ? 'confirm' : 'login', session?.staff.id ?? null, ctx.now);
  const allowCredentials = session ? await keysOf(ctx, session.staff.id) : undefined;
  return generateAuthenticationOptions({ rpID: rp.id, challenge: challengeBytes(challenge), allowCredentials, userVerification: 'preferred' });
}

/**
 * POST /api/staff/passkey-registration.php: the options to create a new passkey. Adding a second
 * factor is itself confirmed by a recent one (as money and ban actions are), so a session left open
 * on a desk cannot plant a key.
 */
export async function passkeyRegistrationOptions(ctx: StaffContext): Promise<PublicKeyCredentialCreationOptionsJSON> {
  requireStaff(ctx, STAFF_ROLES);
  requireRecentCode(ctx);
  const rp = relyingPartyOf(ctx);
  const challenge = await issueChallenge(ctx.db, 'register', ctx.staff.id, ctx.now);
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: ctx.staff.email,
    userID: new TextEncoder().encode(`staff:${ctx.staff.id}`),
    challenge: challengeBytes(challenge),
    attestationType: 'none',
    excludeCredentials: await keysOf(ctx, ctx.staff.id),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}
