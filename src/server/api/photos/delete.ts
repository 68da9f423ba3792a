// DELETE /api/photos.php – delete one of your photos ({ id })
import 'server-only';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { deletePhoto as removePhoto } from '../../services/photos/delete-photo';
import { photoIdSchema } from '@/shared/schemas/photo';

export const deletePhoto = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  await removePhoto(ctx, parseInput(photoIdSchema, await readJson(c.req)));
  return c.json({ ok: true });
});
