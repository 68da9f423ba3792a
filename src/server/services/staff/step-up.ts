import 'server-only';
import { eq } from 'drizzle-orm';
import { staff } from '../../db/schema';
import { ApiError, validationError } from '../../errors';
import { markCodeChecked } from './staff-sessions';
import { acceptedStep } from './totp';
import { verifyPasskey } from './passkeys/verify-passkey';
import type { PasskeyAnswer } from './passkeys/passkey-answer';
import type { StaffContext } from './staff-context';
import { STEP_UP_MINUTES } from '@/shared/staff/roles';

const codeRequired = () => new ApiError({ code: 'code_required' });

/**
 * A fresh second factor for this session: a one-time code (a wrong or reused one is 422 on `otp`)
 * or a passkey's answer to a confirmation challenge (422 on `passkey`).
 */
export async function confirmCode(ctx: StaffContext, proof: { otp?: string; passkey?: PasskeyAnswer }): Promise<void> {
  if (proof.passkey) {
    if (!(await verifyPasskey(ctx, ctx.staff, proof.passkey, 'confirm'))) throw validationError({ passkey: { key: 'passkeyFailed' } });
  } else {
    const step = acceptedStep(ctx.staff.totpSecret, ctx.staff.email, proof.otp ?? '', ctx.now, ctx.staff.totpLastStep);
    if (step === null) throw validationError({ otp: { key: 'staffCodeWrong' } });
    await ctx.db.update(staff).set({ totpLastStep: step }).where(eq(staff.id, ctx.staff.id));
  }
  await markCodeChecked(ctx.db, ctx.staffSession.tokenHash, ctx.now);
}

/** Money and ban actions: 403 `code_required` when the session's last code is older than 10 minutes. */
export function requireRecentCode(ctx: StaffContext): void {
  if (ctx.now.getTime() - ctx.staffSession.codeCheckedAt.getTime() > STEP_UP_MINUTES * 60_000) throw codeRequired();
}
