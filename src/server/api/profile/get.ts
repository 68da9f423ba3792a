// GET /api/profile.php – the member's own profile with photos
import 'server-only';
import { factory, requireUser } from '../factory';
import { buildUserDto } from '../../services/users/user-dto';

export const getProfile = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  const { profile } = await buildUserDto(ctx, ctx.actor);
  return c.json({ profile });
});
