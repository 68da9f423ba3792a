import 'server-only';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerMalformedPath, isMalformedPath } from './malformed-url';
import { isOpsPath } from './ops-endpoints';
import { inRequestScope } from '../observability/request-scope';
import { isStaffPagePath, PAGE_AREA_HEADER } from '@/shared/staff/staff-area';

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

export type RouterOptions = {
  /** TRUST_PROXY: the proxy in front sets X-Request-Id, and its id is kept (its log and ours match). */
  trustProxy?: boolean;
  /** GET /healthz, /readyz and /metrics (http/ops-endpoints.ts); without it they are pages like any. */
  ops?: Listener;
};

/** What a proxy's request id may look like to be kept: a UUID, hex, base64 and the like, no spaces or quotes. */
const FORWARDED_ID = /^[\w.:+/=-]{1,128}$/;

/** True for the API's paths: `/api`, `/api/…` and `/api?…`. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** The request's id: a trusted proxy's, else a new one. */
export function requestIdOf(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.headers['x-request-id'] : undefined;
  return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}

/** One port: `/api/*` straight to the Hono app, the operations endpoints, everything else to Next. */
export function routeRequests(api: Listener, pages: Listener, isStopping: () => boolean, options: RouterOptions = {}): Listener {
  const trustProxy = options.trustProxy ?? false;
  const route: Listener = (req, res) => {
    const url = req.url ?? '/';
    // A path no router can decode is the client's mistake (400), never a crash in either.
    if (isMalformedPath(url)) return answerMalformedPath(req, res, isApiPath(url));
    if (isApiPath(url)) return api(req, res);
    if (options.ops && isOpsPath(url)) return options.ops(req, res);
    req.headers[PAGE_AREA_HEADER] = isStaffPagePath(url) ? 'staff' : 'site';
    return pages(req, res);
  };
  return (req, res) => {
    // While draining, every answer tells the client to reconnect elsewhere.
    if (isStopping()) res.setHeader('Connection', 'close');
    // Our own id for every request; a client's X-Request-Id is replaced unless a trusted proxy set it,
    // so no visitor writes the log's ids.
    const id = requestIdOf(req, trustProxy);
    req.headers['x-request-id'] = id;
    res.setHeader('X-Request-Id', id);
    return inRequestScope({ requestId: id }, () => route(req, res));
  };
}
