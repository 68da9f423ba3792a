import 'server-only';
import { getTableColumns, sql } from 'drizzle-orm';
import { messages, type Message } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { rawRows } from '../../db/raw-rows';

export type MessageValues = Omit<typeof messages.$inferInsert, 'id' | 'conversationId' | 'seq' | 'createdAt'> & { createdAt: Date };

const COLUMNS = Object.entries(getTableColumns(messages));

/** A `messages` row as the driver returns it, as Drizzle's select would give it. */
function toMessage(row: Record<string, unknown>): Message {
  const message: Record<string, unknown> = {};
  for (const [key, column] of COLUMNS) {
    const value = row[column.name];
    message[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return message as Message;
}

/**
 * Takes the pair's conversation's next sequence number (a guarded increment, so racing sends get
 * distinct numbers) and stores the message under it, in one statement; null when the two members
 * have no conversation yet (the caller opens one and calls again).
 */
export async function insertInConversation(tx: Tx, pair: { userA: number; userB: number }, values: MessageValues): Promise<Message | null> {
  const v = values;
  const at = v.createdAt.toISOString();
  const result = await tx.execute(sql`
    with next as (
      update conversations set last_seq = last_seq + 1, last_message_at = ${at}::timestamptz
      where user_a = ${pair.userA}::int and user_b = ${pair.userB}::int
      returning id, last_seq
    )
    insert into messages (conversation_id, seq, sender_id, recipient_id, kind, text, gift, photo_filename, photo_thumb_filename,
                          photo_width, photo_height, nonce, credits, free, to_fictional, operator_id, created_at)
    select id, last_seq, ${v.senderId}::int, ${v.recipientId}::int, ${v.kind}::text, ${v.text ?? null}::text, ${v.gift ?? null}::text,
           ${v.photoFilename ?? null}::text, ${v.photoThumbFilename ?? null}::text, ${v.photoWidth ?? null}::int, ${v.photoHeight ?? null}::int,
           ${v.nonce}::uuid, ${v.credits ?? 0}::int, ${v.free ?? false}::boolean, ${v.toFictional ?? false}::boolean, ${v.operatorId ?? null}::int,
           ${at}::timestamptz
    from next
    returning *`);
  const row = rawRows<Record<string, unknown>>(result)[0];
  return row ? toMessage(row) : null;
}
