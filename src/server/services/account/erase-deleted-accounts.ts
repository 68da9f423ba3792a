import 'server-only';
import { and, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PhotoStorage } from '../../adapters/storage/storage';
import {
  blocks,
  conversations,
  directDebitAccounts,
  emailTokens,
  likes,
  mailThrottle,
  memberDays,
  memberEvents,
  messages,
  photos,
  memberNotes,
  operatorQueue,
  profileInterests,
  profiles,
  pushSubscriptions,
  reports,
  sessions,
  smsCodes,
  swipeDecisions,
  users,
} from '../../db/schema';
import { removeUnusedFiles } from '../photos/photo-files';
import { photoFileKeys } from '../photos/photo-names';
import { DELETION_REGRET_DAYS } from '@/shared/constants';

const DAY_MS = 86_400_000;

/** The photo files of the member's profile and of every message in their conversations. */
async function photoKeys(db: Db, userId: number, conversationIds: number[]): Promise<string[]> {
  const own = await db
    .select({ filename: photos.filename, thumbFilename: photos.thumbFilename, webp: photos.webp })
    .from(photos)
    .where(eq(photos.userId, userId));
  const sent = conversationIds.length
    ? await db
        .select({ a: messages.photoFilename, b: messages.photoThumbFilename })
        .from(messages)
        .where(and(inArray(messages.conversationId, conversationIds), isNotNull(messages.photoFilename)))
    : [];
  const sentKeys = sent.flatMap((row) => [row.a, row.b]).filter((key): key is string => key !== null);
  return [...own.flatMap(photoFileKeys), ...sentKeys];
}

/**
 * Erases one member for good: profile, photos, likes, swipes, blocks, conversations (the
 * other member no longer sees them since the deletion), sessions, tokens, push and direct debit
 * data. The users row stays, anonymised, so orders and the credit ledger keep their amounts.
 */
async function eraseAccount(deps: { db: Db; storage: PhotoStorage }, userId: number, now: Date): Promise<void> {
  const { db } = deps;
  const convs = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(or(eq(conversations.userA, userId), eq(conversations.userB, userId)));
  const keys = await photoKeys(
    db,
    userId,
    convs.map((c) => c.id),
  );
  await db.transaction(async (tx) => {
    if (convs.length)
      await tx.delete(conversations).where(
        inArray(
          conversations.id,
          convs.map((c) => c.id),
        ),
      );
    await tx.delete(likes).where(or(eq(likes.likerId, userId), eq(likes.likedId, userId)));
    await tx.delete(swipeDecisions).where(or(eq(swipeDecisions.userId, userId), eq(swipeDecisions.targetId, userId)));
    await tx.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
    // Reports about the member stay with their snapshot: moderation's evidence outlives the account.
    // Reports the member filed stay in the queue without the reporter's name on them.
    await tx.update(reports).set({ reporterId: null }).where(eq(reports.reporterId, userId));
    await tx.delete(photos).where(eq(photos.userId, userId));
    await tx.delete(profileInterests).where(eq(profileInterests.userId, userId));
    await tx.delete(profiles).where(eq(profiles.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(memberEvents).where(eq(memberEvents.userId, userId));
    await tx.delete(directDebitAccounts).where(eq(directDebitAccounts.userId, userId));
    await tx.delete(smsCodes).where(eq(smsCodes.userId, userId));
    // Operators' notes describe the member; the staff audit trail keeps only the id.
    await tx.delete(memberNotes).where(eq(memberNotes.memberId, userId));
    await tx.delete(operatorQueue).where(eq(operatorQueue.memberId, userId));
    // The member's own mail limits, and the like mails others got about them.
    await tx.delete(mailThrottle).where(or(eq(mailThrottle.userId, userId), and(eq(mailThrottle.kind, 'like'), eq(mailThrottle.subjectId, userId))));
    // The days the member used the site; the statistics keep only the counts they were part of.
    await tx.delete(memberDays).where(eq(memberDays.userId, userId));
    await tx
      .update(users)
      .set({ email: `deleted-${userId}@invalid`, passwordHash: '', deletionRemarks: null, tracking: {}, signupMessage: null, language: null, erasedAt: now })
      .where(eq(users.id, userId));
  });
  // Files go after the commit: a file left by a crash is found by the orphan sweep.
  await removeUnusedFiles(db, deps.storage, keys);
}

/** The periodic erase (§4): every account deleted more than the regret period ago. Returns how many. */
export async function eraseDeletedAccounts(deps: { db: Db; storage: PhotoStorage }, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DELETION_REGRET_DAYS * DAY_MS);
  const due = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletedAt), lt(users.deletedAt, before), isNull(users.erasedAt)));
  for (const { id } of due) await eraseAccount(deps, id, now);
  return due.length;
}
