import { PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM } from '@/shared/constants';

/** §1/§6: premium (paid) members may keep 25 photos, free members 3. */
export function photoLimitFor(user: { paidUser: boolean }): number {
  return user.paidUser ? PHOTO_LIMIT_PREMIUM : PHOTO_LIMIT_FREE;
}
