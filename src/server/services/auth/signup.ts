import 'server-only';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { profiles, users, type TrackingData, type User } from '../../db/schema';
import { ApiError } from '../../errors';
import { hashPassword } from './password';
import { createSession } from './sessions';
import { queueActivationMail } from './queue-activation-mail';
import { reserveEmailToken } from './email-tokens';
import type { SignupInput } from '@/shared/schemas/signup';
import { suggestEmail } from '@/shared/email-suggestion';
import { signupAllowed } from '@/shared/visitor-rules';
import { ACTIVATION_TOKEN_HOURS } from '@/shared/constants';
import { isUniqueViolation } from '../unique-violation';
import { applyCredits } from '../credits/apply-credits';
import { refuseBannedAddress } from '../moderation/banned-address';

function trackingFrom(input: SignupInput): TrackingData {
  const entries = (['network', 'ref', 'sub1', 'sub2', 'sub3'] as const).map((key) => [key, input[key]] as const).filter(([, value]) => value);
  return Object.fromEntries(entries);
}

async function assertEmailFree(ctx: ServiceContext, email: string): Promise<void> {
  const [existing] = await ctx.db
    .select({ id: users.id, deletedAt: users.deletedAt })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (!existing) return;
  // §5: an account in its regret period points to customer service, a live one to the login page.
  throw emailTaken(Boolean(existing.deletedAt));
}

function emailTaken(inDeletion: boolean): ApiError {
  const code = inDeletion ? 'email_in_deletion' : 'email_exists';
  const messageKey = inDeletion ? 'emailInDeletion' : 'emailExists';
  return new ApiError({ code, messageKey, fields: { email: { key: messageKey } } });
}

export type SignupResult = { user: User; sessionToken: string };

/** POST /api/signup.php (input parsed with signupSchema(site.minAge)): creates the account and profile, queues the activation mail, logs in. */
export async function signup(ctx: ServiceContext, input: SignupInput): Promise<SignupResult> {
  if (!signupAllowed(ctx.site.signups, Boolean(input.network))) {
    throw new ApiError({ code: 'signups_closed' });
  }
  const suggestion = input.ignore_email_suggestion ? null : suggestEmail(input.email);
  if (suggestion) {
    throw new ApiError({
      code: 'email_suggestion',
      values: { suggestion },
      fields: { email: { key: 'didYouMean', values: { suggestion } } },
    });
  }
  // A banned address is refused before the account check: its banned account may still hold it.
  await refuseBannedAddress(ctx.db, input.email);
  await assertEmailFree(ctx, input.email);
  const passwordHash = await hashPassword(input.password);
  // A double-clicked form passes assertEmailFree twice; the unique index decides, and the loser gets a 409.
  const { user, tokenId } = await ctx.db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          siteId: ctx.site.id,
          email: input.email,
          passwordHash,
          language: ctx.locale,
          timeZone: input.time_zone ?? null,
          tracking: trackingFrom(input),
          signupMessage: input.signup_message || null,
        })
        .returning();
      await tx.insert(profiles).values({
        userId: created.id,
        name: input.name,
        dateOfBirth: input.date_of_birth,
        gender: input.gender ?? null,
        lookingForGender: input.looking_for_gender ?? null,
        country: ctx.country,
      });
      const activation = await reserveEmailToken(tx, created.id, 'activate', ACTIVATION_TOKEN_HOURS, ctx.now);
      const bonus = ctx.site.extra.signup_credits ?? 0;
      const granted =
        bonus > 0 ? await applyCredits(tx, { userId: created.id, delta: bonus, kind: 'signup_bonus', source: 'signup', reference: String(created.id) }) : null;
      const credits = granted?.status === 'applied' ? granted.balance : created.credits;
      return { user: { ...created, credits }, tokenId: activation };
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw emailTaken(false);
      throw err;
    });
  await queueActivationMail(ctx, user, tokenId);
  const sessionToken = await createSession(ctx.db, user.id, null, ctx.now);
  return { user, sessionToken };
}
