// POST /api/photos.php – upload a photo (multipart field "photo", optional "private")
import 'server-only';
import { factory, requireUser } from '../factory';
import { uploadPhoto } from '../../services/photos/upload-photo';
import { photoToDto } from '../../services/photos/photo-dto';

export const postPhoto = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  const form = await c.req.formData().catch(() => null);
  const file = form?.get('photo');
  const photo = await uploadPhoto(ctx, {
    file: file instanceof File ? file : null,
    isPrivate: form?.get('private') === 'true',
  });
  return c.json({ photo: photoToDto(ctx, photo) }, 201);
});
