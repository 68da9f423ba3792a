import { paths } from '../paths';

/**
 * Request header the server sets on every page request: `staff` for the back office (/staff/…),
 * `site` otherwise. The root layout reads it to leave the member services (poll, event stream,
 * push worker) out of staff pages; a client's own value is always overwritten.
 */
export const PAGE_AREA_HEADER = 'x-page-area';

/** True for /staff, /staff/… and /staff?…: the back office's pages. */
export function isStaffPagePath(url: string): boolean {
  const home = paths.staff.home;
  return url === home || url.startsWith(`${home}/`) || url.startsWith(`${home}?`);
}
