import 'server-only';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { sessions, users } from '../../db/schema';
import { authenticationRequired, validationError } from '../../errors';
import { verifyPassword } from '../auth/password';
import { enforceLimit } from '../limits/enforce-limit';
import { reserveEmailToken } from '../auth/email-tokens';
import { revokeMailedLinks } from '../auth/revoke-mailed-links';
import { forgetCachedSessions } from '../auth/sessions';
import { queueLinkMail } from '../mail/queue-link-mail';
import { log } from '../../log';
import type { z } from 'zod';
import type { deleteAccountSchema } from '@/shared/schemas/account';
import { DELETION_REGRET_DAYS } from '@/shared/constants';

/**
 * POST /api/delete-account.php (§3, §4): after the password, the account goes into its regret period.
 * Every list and page already leaves out members with `deleted_at`, so they vanish at once; every
 * session ends; a mailed link brings the account back within the period. The erase job
 * (erase-deleted-accounts.ts) removes the personal data after it.
 */
export async function deleteAccount(ctx: ServiceContext, input: z.infer<typeof deleteAccountSchema>): Promise<void> {
  const actor = ctx.actor;
  if (!actor) throw authenticationRequired();
  await enforceLimit(ctx, 'deleteAccount', String(actor.id));
  if (!(await verifyPassword(actor.passwordHash, input.password))) {
    throw validationError({ password: { key: 'deletePasswordWrong' } });
  }
  const tokenId = await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ deletedAt: ctx.now, deletionReason: input.reason, deletionRemarks: input.remarks || null })
      .where(eq(users.id, actor.id));
    await tx.delete(sessions).where(eq(sessions.userId, actor.id));
    // A reset or address link from before stays dead, also once the account is brought back.
    await revokeMailedLinks(tx, actor.id, ctx.now);
    return reserveEmailToken(tx, actor.id, 'reactivate', DELETION_REGRET_DAYS * 24, ctx.now);
  });
  await forgetCachedSessions(ctx);
  try {
    await queueLinkMail(ctx, tokenId, actor.language);
  } catch (err) {
    // The account is deleted either way; within the period, support can still restore it.
    log.error(`queueing the reactivation mail of user ${actor.id} failed`, err);
  }
}
