// DELETE /api/photos.php – delete one of your photos ({ id })
import 'server-only';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { deletePhoto as removePhoto } from '../../services/photos/delete-photo';

export const deletePhoto = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  await removePhoto(ctx, await readJson(c.req));
  return c.json({ ok: true });
});
