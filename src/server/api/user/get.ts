// GET /api/user.php – the signed-in member, or 403 authentication_required
import 'server-only';
import { factory, requireUser } from '../factory';
import { buildUserDto } from '../../services/users/user-dto';

export const getUser = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  return c.json({ user: await buildUserDto(ctx, ctx.actor) });
});
