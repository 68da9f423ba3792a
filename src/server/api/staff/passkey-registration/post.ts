// POST /api/staff/passkey-registration.php – the options to create a new passkey (a recent second factor needed)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { passkeyRegistrationOptions } from '../../../services/staff/passkeys/passkey-options';

export const postPasskeyRegistration = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  return c.json({ options: await passkeyRegistrationOptions(ctx) });
});
