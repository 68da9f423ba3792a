import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { conversations, operatorReplies, profiles, users, type Message, type User } from '../../../db/schema';
import type { Tx } from '../../../db/transaction';
import { validationError } from '../../../errors';
import { sendMessage, type SendInput, type SendResult } from '../../chat/send-message';
import type { AuthedContext } from '../../context';
import { recordAudit } from '../audit';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import { dequeue } from './enqueue';
import { notWaiting } from './inbox-errors';
import { requireLiveClaim } from './claim';
import { replyRefusal } from './reply-rules';
import { replyTargetMinutes } from './reply-target';
import type { GiftSlug } from '@/shared/gifts';

export type ReplyInput = { conversation: number; nonce: string } & ({ text: string } | { gift: GiftSlug } | { photo: File | null });

type Pair = { profile: User; memberId: number };

/** The conversation's fictional profile (the sender of the reply) and its member; 404 for any other. */
async function fictionalPair(ctx: StaffContext, conversationId: number): Promise<Pair> {
  const [conversation] = await ctx.db.select().from(conversations).where(eq(conversations.id, conversationId)).limit(1);
  if (!conversation) throw notWaiting();
  const rows = await ctx.db
    .select({ user: users, fictional: profiles.isFictional })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, [conversation.userA, conversation.userB]));
  const profile = rows.find((r) => r.fictional)?.user;
  const member = rows.find((r) => !r.fictional)?.user;
  if (!profile || !member) throw notWaiting();
  return { profile, memberId: member.id };
}

function checkedContent(input: ReplyInput): void {
  if (!('text' in input)) return;
  const refusal = replyRefusal(input.text);
  if (refusal) throw validationError({ text: { key: refusal } });
}

/** Inside the send's transaction: the claim must be live; after the insert the wait is settled and recorded. */
function operatorHooks(ctx: StaffContext, conversationId: number) {
  let waitingSince = ctx.now;
  let siteId = 0;
  return {
    staffId: ctx.staff.id,
    check: async (tx: Tx) => {
      const claim = await requireLiveClaim(tx, ctx, conversationId);
      waitingSince = claim.waitingSince;
      siteId = claim.siteId;
    },
    settle: async (tx: Tx, message: Message) => {
      await dequeue(tx, conversationId);
      const waitedSeconds = Math.max(0, Math.round((message.createdAt.getTime() - waitingSince.getTime()) / 1000));
      const targetSeconds = (await replyTargetMinutes(tx, siteId)) * 60;
      await tx.insert(operatorReplies).values({ staffId: ctx.staff.id, siteId, conversationId, waitedSeconds, targetSeconds, createdAt: ctx.now });
      await recordAudit(
        tx,
        {
          staffId: ctx.staff.id,
          action: 'inbox.reply',
          targetType: 'conversation',
          targetId: conversationId,
          after: { message: message.id, kind: message.kind },
          ip: ctx.ip,
        },
        ctx.now,
      );
    },
  };
}

/**
 * POST /api/staff/inbox-reply.php: the fictional profile answers through the members' send path
 * (sequence, unread counts, events, push, notification mail), never charged, with the operator's id
 * on the message. Only with the operator's live claim (409 otherwise), which ends with the reply.
 * A reply that gives contact details, proposes to meet or asks for money is refused (422).
 */
export async function replyAsProfile(ctx: StaffContext, input: ReplyInput): Promise<SendResult> {
  requireStaff(ctx, ['operator']);
  const { profile, memberId } = await fictionalPair(ctx, input.conversation);
  checkedContent(input);
  const asProfile: AuthedContext = { ...ctx, actor: profile };
  const { conversation, ...content } = input;
  const send = { ...content, profile: memberId } as SendInput;
  return sendMessage(asProfile, send, operatorHooks(ctx, conversation));
}
