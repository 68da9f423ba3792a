import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { paths } from '@/shared/paths';

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

const isStaffPath = (path: string) => /^\/(api\/)?staff(\/|\?|$)/.test(path);

/**
 * STAFF_HOST: the back office answers only on its own host, so a member site never serves a staff
 * page or endpoint (404, as for any unknown path), and the staff host's `/` leads to `/staff`.
 * Without STAFF_HOST every request passes.
 */
export function guardStaffHost(staffHost: string | undefined, next: Listener): Listener {
  if (!staffHost) return next;
  return (req, res) => {
    const host = (req.headers.host ?? '').toLowerCase();
    const path = req.url ?? '/';
    const onStaffHost = host === staffHost;
    if (onStaffHost && (path === '/' || path.startsWith('/?'))) {
      res.writeHead(302, { Location: paths.staff.home }).end();
      return;
    }
    if (!onStaffHost && isStaffPath(path)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Not found');
      return;
    }
    return next(req, res);
  };
}
