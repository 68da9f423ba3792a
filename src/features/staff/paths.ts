import { paths } from '@/shared/paths';

/** The back office's page routes (src/shared/paths.ts). */
export const STAFF_HOME = paths.staff.home;
export const STAFF_INBOX = paths.staff.inbox;
export const STAFF_AUDIT = paths.staff.audit;
export const STAFF_ACCOUNT = paths.staff.account;
export const STAFF_PROFILES = paths.staff.profiles;
export const STAFF_CANNED_REPLIES = paths.staff.cannedReplies;
export const STAFF_TEAM = paths.staff.team;
export const STAFF_MEMBERS = paths.staff.members;
export const STAFF_MODERATION = paths.staff.moderation;
export const STAFF_MODERATION_PHOTOS = paths.staff.moderationPhotos;
export const STAFF_SITES = paths.staff.sites;
export const STAFF_STATS = paths.staff.stats;
export const STAFF_LOGIN = paths.staff.login;

/** The login page, coming back to `next` afterwards. */
export function staffLoginPath(next?: string | null): string {
  return next ? `${STAFF_LOGIN}?next=${encodeURIComponent(next)}` : STAFF_LOGIN;
}

/**
 * Where to go after a staff login: a back-office page from ?next=, otherwise the inbox. Anything
 * outside /staff (another site, a member page) or the login page itself is ignored.
 */
export function safeStaffNext(next: string | null | undefined): string {
  if (!next || /[\u0000-\u001f\\]/.test(next)) return STAFF_INBOX;
  const path = next.split(/[?#]/)[0];
  if (!path.startsWith(`${STAFF_HOME}/`) || path === STAFF_LOGIN || path.startsWith(`${STAFF_LOGIN}/`)) return STAFF_INBOX;
  return next;
}
