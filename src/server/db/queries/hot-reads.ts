import 'server-only';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { interests, messages, photos, profileInterests, profiles, sessions, users } from '../schema';
import { notRestrictedSql } from '../../services/moderation/restriction-in-force';

/**
 * The reads nearly every request makes, prepared once per database handle: named statements skip
 * Drizzle's query building and PostgreSQL's parse on each call (see docs/performance.md).
 */
export function prepareHotReads(db: Db) {
  return {
    /**
     * The live member behind a session token hash (idle and 30-day limits as parameters). A member
     * under a suspension or ban has no session: a cookie that outlived the ending of its sessions acts
     * for nobody.
     */
    sessionUser: db
      .select({ user: users, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          gt(sessions.expiresAt, sql.placeholder('now')),
          gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
          isNull(users.deletedAt),
          notRestrictedSql(sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare('hot_session_user'),
    profile: db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, sql.placeholder('userId')))
      .limit(1)
      .prepare('hot_profile'),
    photos: db
      .select()
      .from(photos)
      .where(eq(photos.userId, sql.placeholder('userId')))
      .orderBy(asc(photos.id))
      .prepare('hot_photos'),
    interests: db
      .select({ interest: interests })
      .from(profileInterests)
      .innerJoin(interests, eq(interests.id, profileInterests.interestId))
      .where(eq(profileInterests.userId, sql.placeholder('userId')))
      .prepare('hot_interests'),
    /** A sender's message by its nonce: every send first looks for an earlier try (chat/store-message.ts). */
    messageByNonce: db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, sql.placeholder('senderId')), eq(messages.nonce, sql.placeholder('nonce'))))
      .limit(1)
      .prepare('hot_message_by_nonce'),
  };
}

export type HotReads = ReturnType<typeof prepareHotReads>;
