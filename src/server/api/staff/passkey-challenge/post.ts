// POST /api/staff/passkey-challenge.php – what a passkey signs: for a login, or to confirm an action in a session
import 'server-only';
import { optionalStaffSession, staffFactory } from '../staff-factory';
import { passkeyChallenge } from '../../../services/staff/passkeys/passkey-options';

export const postPasskeyChallenge = staffFactory.createHandlers(async (c) => {
  const session = await optionalStaffSession(c);
  return c.json({ options: await passkeyChallenge(c.get('svc'), session) });
});
