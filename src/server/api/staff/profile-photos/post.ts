// POST /api/staff/profile-photos.php – multipart profile, photo[, private] – a photo for a site's own profile (admins)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { parseInput } from '../../../validation/parse-input';
import { uploadFictionalPhoto } from '../../../services/staff/profiles/upload-fictional-photo';
import { fictionalPhotoSchema } from '@/shared/schemas/staff';

export const postFictionalPhoto = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const form = await c.req.formData().catch(() => null);
  const { profile } = parseInput(fictionalPhotoSchema, { profile: form?.get('profile') });
  const photo = form?.get('photo');
  const photoDto = await uploadFictionalPhoto(ctx, profile, photo instanceof File ? photo : null, form?.get('private') === 'true');
  return c.json({ photo: photoDto }, 201);
});
