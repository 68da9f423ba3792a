import { BADGE_CAP, CREDITS_BADGE_THRESHOLD } from '@/shared/constants';

/** §9: badges cap at 99+. */
export function badgeText(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** §2: paid users see a credits badge at 10 or fewer credits: warning above 0, danger at 0. */
export function creditsBadgeVariant(credits: number): 'warning' | 'danger' | null {
  if (credits > CREDITS_BADGE_THRESHOLD) return null;
  return credits > 0 ? 'warning' : 'danger';
}
