import 'server-only';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { staffWebauthnChallenges, type WebauthnPurpose } from '../../../db/schema';
import { newToken } from '../../auth/tokens';

/** Long enough to find the key and touch it, short enough that a stolen challenge is soon worthless. */
const CHALLENGE_MINUTES = 5;

/** A new challenge for one purpose (and staff member, once known); old unanswered ones are swept. */
export async function issueChallenge(db: Db, purpose: WebauthnPurpose, staffId: number | null, now: Date): Promise<string> {
  const challenge = newToken();
  await db.delete(staffWebauthnChallenges).where(lt(staffWebauthnChallenges.expiresAt, now));
  await db.insert(staffWebauthnChallenges).values({ challenge, purpose, staffId, expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000) });
  return challenge;
}

/**
 * Takes a challenge for checking: true once for a live challenge of this purpose (and staff member),
 * as the row is deleted in the same statement, so an answer can never be replayed.
 */
export async function takeChallenge(db: Db, challenge: string, purpose: WebauthnPurpose, staffId: number | null, now: Date): Promise<boolean> {
  const owner = staffId === null ? isNull(staffWebauthnChallenges.staffId) : eq(staffWebauthnChallenges.staffId, staffId);
  const taken = await db
    .delete(staffWebauthnChallenges)
    .where(
      and(eq(staffWebauthnChallenges.challenge, challenge), eq(staffWebauthnChallenges.purpose, purpose), owner, gt(staffWebauthnChallenges.expiresAt, now)),
    )
    .returning({ challenge: staffWebauthnChallenges.challenge });
  return taken.length === 1;
}

/** The challenge a browser answered, read from its client data (base64url JSON); null when unreadable. */
export function answeredChallenge(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    return typeof data === 'object' && data !== null && 'challenge' in data && typeof data.challenge === 'string' ? data.challenge : null;
  } catch {
    return null;
  }
}
