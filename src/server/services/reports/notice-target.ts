import 'server-only';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { isStoredId } from '../ids';

// A profile id on its own, or an address or path naming a profile (/members/12, /likes/m/12, …/chat).
const PROFILE_PATH = /\/(?:members|likes\/m)\/(\d{1,10})(?:[/?#]|$)/;
const BARE_ID = /^\d{1,10}$/;

function idIn(where: string): number | null {
  const text = where.trim();
  const match = BARE_ID.test(text) ? text : PROFILE_PATH.exec(text)?.[1];
  const id = match === undefined ? NaN : Number(match);
  return Number.isSafeInteger(id) && isStoredId(id) ? id : null;
}

/** The member a notice's "where" names, when it names one that exists; otherwise null (the text stays). */
export async function noticeTarget(db: DbOrTx, where: string): Promise<number | null> {
  const id = idIn(where);
  if (id === null) return null;
  const [profile] = await db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.userId, id)).limit(1);
  return profile?.id ?? null;
}
