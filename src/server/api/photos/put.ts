// PUT /api/photos.php – choose the main photo or mark one private ({ id, main?, is_private? })
import 'server-only';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { updatePhoto } from '../../services/photos/update-photo';
import { photoUpdateSchema } from '@/shared/schemas/photo';

export const putPhoto = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  await updatePhoto(ctx, parseInput(photoUpdateSchema, await readJson(c.req)));
  return c.json({ ok: true });
});
