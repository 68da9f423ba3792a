// GET /api/user.php – the signed-in member, or 403 authentication_required
import 'server-only';
import { factory, requireUser } from '../factory';
import { buildUserDto } from '../../services/users/user-dto';
import { touchActivity } from '../../services/users/touch-activity';

export const getUser = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  const [user] = await Promise.all([buildUserDto(ctx, ctx.actor), touchActivity(ctx)]);
  return c.json({ user });
});
