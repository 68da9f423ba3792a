import 'server-only';
import { asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditLedger, interests, likes, messages, orders, photos, profileInterests, profiles, users } from '../../db/schema';

/**
 * The JSON files of a member's archive, plus the photo files to add: the member's own under
 * photos/, those of their chats (sent and received) under chat-photos/.
 */
export type ExportData = { json: Record<string, unknown>; photoFiles: string[]; chatPhotoFiles: string[] };

async function accountOf(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  // Everything the member gave or chose; the password hash and tracking internals are no data about them.
  return {
    id: user.id,
    email: user.email,
    status: user.status,
    language: user.language,
    created_at: user.createdAt,
    last_login_at: user.lastLoginAt,
    special_data_consent_at: user.specialDataConsentAt,
    invisible: user.invisible,
    notifications_disabled: user.notificationsDisabled,
    credits: user.credits,
    paid_user: user.paidUser,
    signup_message: user.signupMessage,
  };
}

async function profileOf(db: Db, userId: number) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const chosen = await db
    .select({ slug: interests.slug })
    .from(profileInterests)
    .innerJoin(interests, eq(interests.id, profileInterests.interestId))
    .where(eq(profileInterests.userId, userId))
    .orderBy(asc(interests.slug));
  return profile ? { ...profile, interests: chosen.map((row) => row.slug) } : null;
}

async function likesOf(db: Db, userId: number) {
  const given = await db
    .select({ member: likes.likedId, created_at: likes.createdAt })
    .from(likes)
    .where(eq(likes.likerId, userId))
    .orderBy(asc(likes.createdAt));
  const received = await db
    .select({ member: likes.likerId, created_at: likes.createdAt })
    .from(likes)
    .where(eq(likes.likedId, userId))
    .orderBy(asc(likes.createdAt));
  return { given, received };
}

// Every message the member sent or received: only the two members of a conversation are its sender or recipient.
const messagesWith = (db: Db, userId: number) =>
  db
    .select()
    .from(messages)
    .where(or(eq(messages.senderId, userId), eq(messages.recipientId, userId)))
    .orderBy(asc(messages.id));

function messagesOf(rows: Awaited<ReturnType<typeof messagesWith>>, userId: number) {
  return rows.map((m) => ({
    id: m.id,
    conversation: m.conversationId,
    direction: m.senderId === userId ? 'sent' : 'received',
    from: m.senderId,
    to: m.recipientId,
    kind: m.kind,
    text: m.text,
    gift: m.gift,
    photo: m.photoFilename,
    credits: m.senderId === userId ? m.credits : 0,
    created_at: m.createdAt,
  }));
}

export async function collectExportData(db: Db, userId: number): Promise<ExportData | null> {
  const account = await accountOf(db, userId);
  if (!account) return null;
  const ownPhotos = await db.select().from(photos).where(eq(photos.userId, userId)).orderBy(asc(photos.id));
  const chat = await messagesWith(db, userId);
  const photoList = ownPhotos.map((p) => ({ id: p.id, file: p.filename, private: p.isPrivate, width: p.width, height: p.height, created_at: p.createdAt }));
  const json = {
    'account.json': account,
    'profile.json': { ...(await profileOf(db, userId)), photos: photoList },
    'likes.json': await likesOf(db, userId),
    'messages.json': messagesOf(chat, userId),
    'credits.json': await db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(asc(creditLedger.id)),
    'orders.json': await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id)),
  };
  const chatPhotoFiles = chat.flatMap((m) => (m.photoFilename ? [m.photoFilename] : []));
  return { json, photoFiles: ownPhotos.map((p) => p.filename), chatPhotoFiles };
}
