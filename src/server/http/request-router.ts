import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';

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
    return isApiPath(req.url ?? '/') ? api(req, res) : pages(req, res);
  };
}
