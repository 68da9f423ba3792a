import 'server-only';
import { and, eq, not } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { profiles, users } from '../../db/schema';
import { notFound, validationError } from '../../errors';
import type { DbOrTx } from '../../db/transaction';
import { isStoredId } from '../ids';
import { hiddenUser } from '../members/hidden-members';

export type OtherMember = { id: number; name: string };

/**
 * Another member the actor can see (the target of a block or report): one that is hidden (deleted,
 * invisible, restricted, hidden by a moderator) or disabled is a 404, as on their profile page; the actor themself is a 422 on `profile`.
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
  if (!member) throw notFound();
  return member;
}
