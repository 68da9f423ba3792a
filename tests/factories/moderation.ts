import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { moderationDecisions, users } from '@/server/db/schema';
import { imposeRestriction } from '@/server/services/moderation/restrictions';
import { endMemberStreams } from '@/server/services/events/end-member-streams';
import type { TestApp } from '../fixtures/test-app';
import { addStaff } from './staff';

const DAY_MS = 86_400_000;

export type Sanction = { decisionId: number; endsAt: Date | null };

/**
 * What a moderator's suspension or ban does to the member, as the decision endpoint does it: the
 * decision row, the restriction in the same transaction, then the member's streams ended.
 */
export async function sanction(
  t: TestApp,
  memberId: number,
  kind: 'suspend' | 'ban',
  options: { days?: number; endsAt?: Date; reason?: string } = {},
): Promise<Sanction> {
  const moderator = await addStaff(t, 'moderator');
  const days = kind === 'suspend' ? (options.days ?? 7) : null;
  const endsAt = days === null ? null : (options.endsAt ?? new Date(Date.now() + days * DAY_MS));
  const decisionId = await t.db.transaction(async (tx) => {
    const [decision] = await tx
      .insert(moderationDecisions)
      .values({
        reference: `D-${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`,
        memberId,
        action: kind,
        ground: 'harassment',
        reason: options.reason ?? 'Herhaaldelijk ongewenste berichten gestuurd.',
        days,
        endsAt,
        decidedBy: moderator.id,
      })
      .returning({ id: moderationDecisions.id });
    await imposeRestriction(tx, { memberId, kind: kind === 'ban' ? 'banned' : 'suspended', until: endsAt, decisionId: decision.id });
    return decision.id;
  });
  await endMemberStreams(t.container.events, memberId);
  return { decisionId, endsAt };
}

/** A moderator's `hide_profile`: the profile is hidden from others, the member goes on using the site. */
export async function hideProfile(t: TestApp, memberId: number): Promise<void> {
  await t.db.update(users).set({ moderationHiddenAt: new Date() }).where(eq(users.id, memberId));
}
