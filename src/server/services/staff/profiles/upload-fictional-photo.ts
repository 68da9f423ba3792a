import 'server-only';
import { recordAudit } from '../audit';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import { uploadPhoto } from '../../photos/upload-photo';
import { photoToDto } from '../../photos/photo-dto';
import { asProfile, findFictionalUser } from './fictional-profile';

/**
 * POST /api/staff/profile-photos.php (admins): a photo for a site's own profile through the members'
 * photo pipeline (type check, variants, limits), audited in the photo row's own transaction.
 */
export async function uploadFictionalPhoto(ctx: StaffContext, profileId: number, file: File | null, isPrivate: boolean) {
  requireStaff(ctx, ['admin']);
  const profile = await findFictionalUser(ctx, profileId);
  const photo = await uploadPhoto(asProfile(ctx, profile), {
    file,
    isPrivate,
    // A site's own profile is the site's own work: an admin's upload needs no review.
    review: 'approved',
    alsoInTransaction: (tx, row) =>
      recordAudit(
        tx,
        {
          staffId: ctx.staff.id,
          action: 'profile.photo',
          targetType: 'profile',
          targetId: profileId,
          after: { photo: row.id, private: isPrivate },
          ip: ctx.ip,
        },
        ctx.now,
      ),
  });
  return photoToDto(ctx, photo);
}
