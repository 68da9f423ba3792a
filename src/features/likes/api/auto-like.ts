import { http } from '@/lib/http-client';
import type { AutoLikeDto } from '@/shared/types/social';

/**
 * GET /api/auto-like.php (§4 query `t`, §7): a profile that likes the member now, for the new-like
 * modal; null (204) when there is none today.
 */
export async function getAutoLike(): Promise<AutoLikeDto | null> {
  return http<AutoLikeDto | null>('/api/auto-like.php');
}
