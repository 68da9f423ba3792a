import 'server-only';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../../errors';
import { isUpload, JSON_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES } from './body-rules';
import type { AppEnv } from './request-context';

const tooLarge = (limit: number) => new ApiError({ code: 'body_too_large', values: { kb: Math.round(limit / 1024) } });

/** Passes the body through while counting; errors (and so stops reading) at the first byte too many. */
function countingStream(limit: number, onExceeded: () => void): TransformStream<Uint8Array, Uint8Array> {
  let seen = 0;
  return new TransformStream({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > limit) {
        onExceeded();
        controller.error(tooLarge(limit));
        return;
      }
      controller.enqueue(chunk);
    },
  });
}

/**
 * JSON bodies at most 64 KiB, the photo upload at most 12 MiB. A declared Content-Length over the
 * limit is refused before a byte is read; a chunked body (no length) is counted while it streams
 * and cut off at the limit, so nothing beyond it is ever buffered. (hono/body-limit trusts a
 * declared length and copies a chunked body into its own buffer; this counts both ways and
 * buffers nothing itself.)
 */
export const bodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  // Reading `body` makes @hono/node-server build a full Request; reads carry no body to limit.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const limit = isUpload(c) ? UPLOAD_BODY_MAX_BYTES : JSON_BODY_MAX_BYTES;
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > limit) throw tooLarge(limit);
  // Over a socket, Node's parser delivers exactly the declared length (and refuses a request that
  // declares a length and a chunked body at once): a length within the limit needs no counting,
  // and the request stays @hono/node-server's lightweight one.
  if (c.env?.incoming && c.req.header('content-length') !== undefined && c.req.header('transfer-encoding') === undefined) return next();
  const body = c.req.raw.body;
  if (!body) return next();
  let exceeded = false;
  const counted = body.pipeThrough(countingStream(limit, () => (exceeded = true)));
  // Built from its parts: @hono/node-server's lightweight request cannot be passed to `new Request`.
  const { url, method, headers, signal } = c.req.raw;
  c.req.raw = new Request(url, { method, headers, signal, body: counted, duplex: 'half' } as RequestInit);
  await next();
  // Handlers treat an unreadable body as empty input; the real cause is the size.
  if (exceeded) throw tooLarge(limit);
});
