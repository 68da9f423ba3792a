import 'server-only';
import { eq } from 'drizzle-orm';
import { sites } from '../../../db/schema';
import type { DbOrTx } from '../../../db/transaction';
import { DEFAULT_OPERATOR_REPLY_MINUTES } from '@/shared/staff/roles';

/** A site's reply-time target for its fictional profiles (`operator_reply_minutes`, default 15). */
export async function replyTargetMinutes(db: DbOrTx, siteId: number): Promise<number> {
  const [row] = await db.select({ extra: sites.extra }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return targetOf(row?.extra);
}

export function targetOf(settings: { operator_reply_minutes?: number } | null | undefined): number {
  const minutes = settings?.operator_reply_minutes;
  return typeof minutes === 'number' && minutes > 0 ? minutes : DEFAULT_OPERATOR_REPLY_MINUTES;
}
