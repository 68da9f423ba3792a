import 'server-only';
import { and, eq } from 'drizzle-orm';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { ServiceContext } from '../../context';
import { staffPasskeys, type Staff } from '../../../db/schema';
import { answeredChallenge, takeChallenge } from './challenges';
import { relyingPartyOf } from './relying-party';
import { asWebAuthnAnswer, type PasskeyAnswer } from './passkey-answer';

/**
 * Whether a passkey answer proves this staff member's second factor: the challenge is ours, live and
 * unused (taken here, so the answer is never accepted twice), the key is theirs, the signature holds
 * and its counter moved on. A login's challenge was issued to nobody; a confirmation's to them.
 */
export async function verifyPasskey(ctx: ServiceContext, member: Staff, answer: PasskeyAnswer, purpose: 'login' | 'confirm'): Promise<boolean> {
  const challenge = answeredChallenge(answer.response.clientDataJSON);
  if (!challenge) return false;
  if (!(await takeChallenge(ctx.db, challenge, purpose, purpose === 'login' ? null : member.id, ctx.now))) return false;
  const [key] = await ctx.db
    .select()
    .from(staffPasskeys)
    .where(and(eq(staffPasskeys.id, answer.id), eq(staffPasskeys.staffId, member.id)))
    .limit(1);
  if (!key) return false;
  const rp = relyingPartyOf(ctx);
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: asWebAuthnAnswer(answer),
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: key.id, publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')), counter: key.counter, transports: key.transports },
      requireUserVerification: false,
    });
    if (!verified) return false;
    await ctx.db.update(staffPasskeys).set({ counter: authenticationInfo.newCounter, lastUsedAt: ctx.now }).where(eq(staffPasskeys.id, key.id));
    return true;
  } catch {
    // A malformed answer, a foreign origin or a counter that went backwards: simply not proof.
    return false;
  }
}
