// PUT /api/profile.php – change own profile fields and interests
import 'server-only';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { updateProfile } from '../../services/profiles/update-profile';
import { buildUserDto } from '../../services/users/user-dto';
import { findUserById } from '../../services/users/find-user';
import { ownProfileUpdateSchema } from '@/shared/schemas/profile';

export const putProfile = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  await updateProfile(ctx, parseInput(ownProfileUpdateSchema(ctx.actor.email), await readJson(c.req)));
  const fresh = (await findUserById(ctx.db, ctx.actor.id)) ?? ctx.actor;
  return c.json({ user: await buildUserDto({ ...ctx, actor: fresh }, fresh) });
});
