import 'server-only';
import { ApiError } from '../../errors';
import { verifyPassword } from '../auth/password';
import type { AuthedContext } from '../context';

/** §5 'Controleer je oude wachtwoord.' on the field, when the current password is not the member's. */
export async function checkCurrentPassword(ctx: AuthedContext, password: string, field: 'old_password' | 'password'): Promise<void> {
  if (await verifyPassword(ctx.actor.passwordHash, password)) return;
  throw new ApiError({ code: 'validation_failed', messageKey: 'oldPasswordWrong', fields: { [field]: { key: 'oldPasswordWrong' } } });
}
