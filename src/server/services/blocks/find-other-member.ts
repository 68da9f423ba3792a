import 'server-only';
import { and, eq, not } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { profiles, users } from '../../db/schema';
import { notFound, validationError } from '../../errors';
import type { DbOrTx } from '../../db/transaction';
import { isStoredId } from '../ids';
import { hiddenUser } from '../members/hidden-members';
import { conversationBetween } from '../chat/conversation-between';
import { loadChatPartners } from '../chat/chat-partners';

/**
 * A member the actor already has a conversation with stays blockable and reportable while others
 * cannot see them (unconfirmed or hidden, §6); a deleted or banned one is gone for everybody.
 */
async function chatPartnerOf(ctx: AuthedContext, id: number, db: DbOrTx): Promise<OtherMember> {
  if ((await conversationBetween(db, ctx.actor.id, id)) === null) throw notFound();
  const partner = (await loadChatPartners(ctx, [id], db)).get(id);
  if (!partner) throw notFound();
  return { id, name: partner.card.name };
}

export type OtherMember = { id: number; name: string };

/**
 * Another member the actor can see (the target of a block or report): one that is hidden (deleted,
 * invisible, restricted, hidden by a moderator) or disabled is a 404, as on their profile page,
 * unless the actor chats with them (chatPartnerOf); the actor themself is a 422 on `profile`.
 */
export async function findOtherMember(ctx: AuthedContext, id: number, selfKey: string, db: DbOrTx = ctx.db): Promise<OtherMember> {
  if (id === ctx.actor.id) throw validationError({ profile: { key: selfKey } });
  if (!isStoredId(id)) throw notFound();
  const [member] = await db
    .select({ id: profiles.userId, name: profiles.name })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.userId, id), eq(profiles.status, 'active'), not(hiddenUser)))
    .limit(1);
  return member ?? (await chatPartnerOf(ctx, id, db));
}
