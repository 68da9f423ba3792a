/** True when the pathname is one of the routes or lies below one of them (/signup, /signup/2 …). */
export function onRoute(pathname: string, routes: readonly string[]): boolean {
  return routes.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}
