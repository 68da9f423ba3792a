import { paths } from '@/shared/paths';

/**
 * Where to go after login: a ?next= path within this site, otherwise the members page (§2). Anything
 * that could leave the site (`//host`, `/\host`, `https:`) or loop back to an auth page is ignored.
 */
export function safeNext(next: string | null | undefined, fallback = paths.members.search()): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f]/.test(next)) return fallback;
  const path = next.split(/[?#]/)[0];
  if ([paths.auth.login(), paths.signup.page, paths.auth.resetPassword].some((p) => path === p || path.startsWith(`${p}/`))) return fallback;
  return next;
}
