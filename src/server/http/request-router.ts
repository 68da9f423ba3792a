import 'server-only';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerMalformedPath, isMalformedPath } from './malformed-url';
import { isStaffPagePath, PAGE_AREA_HEADER } from '@/shared/staff/staff-area';

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

/** True for the API's paths: `/api`, `/api/…` and `/api?…`. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** One port: `/api/*` straight to the Hono app, everything else to Next's request handler. */
export function routeRequests(api: Listener, pages: Listener, isStopping: () => boolean): Listener {
  return (req, res) => {
    // While draining, every answer tells the client to reconnect elsewhere.
    if (isStopping()) res.setHeader('Connection', 'close');
    // Our own id for every request (a client's X-Request-Id is replaced, so no one writes the log's ids).
    const id = randomUUID();
    req.headers['x-request-id'] = id;
    res.setHeader('X-Request-Id', id);
    const url = req.url ?? '/';
    // A path no router can decode is the client's mistake (400), never a crash in either.
    if (isMalformedPath(url)) return answerMalformedPath(req, res, isApiPath(url));
    if (isApiPath(url)) return api(req, res);
    req.headers[PAGE_AREA_HEADER] = isStaffPagePath(url) ? 'staff' : 'site';
    return pages(req, res);
  };
}
