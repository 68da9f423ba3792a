import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema';
import { ApiError } from '../../errors';
import { consumeEmailToken, findEmailToken } from '../auth/consume-token';
import { revokeMailedLinks } from '../auth/revoke-mailed-links';
import type { ServiceContext } from '../context';
import { isUniqueViolation } from '../unique-violation';
import { refuseBannedAddress } from '../moderation/banned-address';
import { emailInUse, newEmailTaken } from './request-mail-change';
import type { mailChangeConfirmSchema } from '@/shared/schemas/account';

const linkInvalid = () => new ApiError({ code: 'link_invalid', fields: { token: { key: 'linkInvalid' } } });

/**
 * PUT /api/mail-change.php: the link from the new inbox sets the address. The link itself is the
 * permission (it may be opened on another device); it works once, until it expires, and only while
 * no other account took the address meanwhile.
 */
export async function confirmMailChange(ctx: ServiceContext, input: z.infer<typeof mailChangeConfirmSchema>): Promise<{ email: string }> {
  const found = await findEmailToken(ctx.db, input.token, 'mail_change', ctx.now);
  const email = found?.payload.email;
  if (!found || !email) throw linkInvalid();
  // An address banned since the link was mailed is refused as at the request.
  await refuseBannedAddress(ctx.db, email);
  if (await emailInUse(ctx.db, email, found.userId)) throw newEmailTaken();
  try {
    // One transaction: a refused update leaves the link unused.
    await ctx.db.transaction(async (tx) => {
      const row = await consumeEmailToken(tx, input.token, 'mail_change', ctx.now);
      if (!row) throw linkInvalid();
      await tx.update(users).set({ email }).where(eq(users.id, row.userId));
      // Links mailed to the old address (a reset link, above all) must not act on the account now.
      await revokeMailedLinks(tx, row.userId, ctx.now);
    });
  } catch (err) {
    // Another account took the address between the check and the update (unique index).
    if (isUniqueViolation(err)) throw newEmailTaken();
    throw err;
  }
  return { email };
}
