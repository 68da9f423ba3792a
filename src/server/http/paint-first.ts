import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { DEFERRED_SCRIPT_ATTRIBUTE, PAINT_FIRST_BOOTSTRAP } from './paint-first-bootstrap';

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * The pages that paint before their scripts run: the landing page, the landers and the member
 * landings (§2), where paid traffic arrives on phones and the first screen decides, and the profile.
 * None has a form field a visitor could type into before hydration; their buttons' clicks are held
 * and replayed. The root layout's hydration signal (app/layout.tsx) releases the held clicks, also on
 * a not-found page, which renders without the page's own layout.
 */
const PAINT_FIRST_PATHS = [
  /^\/(?=[?#]|$)/, // the landing page
  /^\/landers\/[^/?#]+(?=[/?#]|$)/, // a lander, with or without its slug
  /^\/members\/\d+\/landing[23]?(?=[/?#]|$)/, // a member landing
  /^\/members\/\d+(?=[?#]|$)/, // a profile
];

/** A browser's navigation to a paint-first page; the router's flight requests (RSC) stay as they are. */
export function isPaintFirstRequest(req: IncomingMessage): boolean {
  const url = req.url ?? '/';
  if (req.method !== 'GET' || req.headers.rsc !== undefined || /[?&]_rsc=/.test(url)) return false;
  return PAINT_FIRST_PATHS.some((path) => path.test(url));
}

const EMPTY_SCRIPT = /<script\b([^>]*)><\/script>/g;

/** An async external script's address; nomodule polyfills are left as they are (today's browsers skip them). */
function asyncScriptSource(attributes: string): string | null {
  if (!/\basync\b/.test(attributes) || /\bnomodule\b/i.test(attributes)) return null;
  return /\bsrc="([^"]+)"/.exec(attributes)?.[1] ?? null;
}

/**
 * The page with its async scripts turned into placeholders the bootstrap loads after the first frame,
 * and the bootstrap before `</head>`. A page without such scripts or a head is left as it is.
 */
export function deferScripts(html: string, nonce: string): string {
  let deferred = 0;
  const rewritten = html.replace(EMPTY_SCRIPT, (tag, attributes: string) => {
    const source = asyncScriptSource(attributes);
    if (!source) return tag;
    deferred++;
    return `<script type="text/x-deferred" ${DEFERRED_SCRIPT_ATTRIBUTE}="${source}" nonce="${nonce}"></script>`;
  });
  const headEnd = rewritten.indexOf('</head>');
  if (!deferred || headEnd < 0) return html;
  return `${rewritten.slice(0, headEnd)}<script nonce="${nonce}">${PAINT_FIRST_BOOTSTRAP}</script>${rewritten.slice(headEnd)}`;
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk);
}

type WriteHeadArguments = Parameters<ServerResponse['writeHead']>;

/**
 * Holds the response's head and body until it ends, then sends the body rewritten (HTML only) and,
 * when the client takes it, gzipped. Next writes a paint-first page in a few chunks within
 * milliseconds, so holding it costs no visible time; the scripts' tags may sit in any of them. The
 * head waits too (Next's compression layer writes it before the first chunk), so the length and
 * encoding of the rewritten body can still be set.
 */
function rewriteOnEnd(res: ServerResponse, rewrite: (html: string) => string, gzip: boolean): void {
  const chunks: Buffer[] = [];
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res) as (...args: WriteHeadArguments) => ServerResponse;
  let head: WriteHeadArguments | null = null;
  res.writeHead = ((...args: WriteHeadArguments) => {
    head = args;
    return res;
  }) as ServerResponse['writeHead'];
  res.flushHeaders = () => {};
  res.write = ((chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) => {
    chunks.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined));
    (typeof encoding === 'function' ? encoding : callback)?.();
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: Chunk | Callback, encoding?: BufferEncoding | Callback, callback?: Callback) => {
    if (chunk !== undefined && typeof chunk !== 'function') chunks.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined));
    const done = [chunk, encoding, callback].find((arg): arg is Callback => typeof arg === 'function');
    const body = Buffer.concat(chunks);
    const isHtml = String(res.getHeader('content-type') ?? '').startsWith('text/html');
    // An answer without a body (304, a redirect's empty one) has nothing to rewrite or compress.
    const rewritable = body.length > 0 && !res.headersSent && isHtml && !res.getHeader('content-encoding');
    const sent = rewritable ? encodeRewritten(res, rewrite(body.toString('utf8')), gzip) : body;
    if (head) writeHead(...head);
    return end(sent, done);
  }) as ServerResponse['end'];
}

/** The rewritten page's bytes, with the headers that describe them. */
function encodeRewritten(res: ServerResponse, html: string, gzip: boolean): Buffer {
  const sent = gzip ? gzipSync(html) : Buffer.from(html);
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  const vary = String(res.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  res.removeHeader('Transfer-Encoding');
  res.setHeader('Content-Length', sent.length);
  return sent;
}

/**
 * Paint-first pages: the browser paints the server's HTML, then runs the page's scripts. Phones on a
 * slow network see the page as soon as its HTML, styles and first photo are in, and the scripts no
 * longer compete with that first paint (decision 039). `nonceOf` gives this response's CSP nonce.
 */
export function withPaintFirst(pages: Listener, nonceOf: (req: IncomingMessage) => string | null): Listener {
  return (req, res) => {
    const nonce = isPaintFirstRequest(req) ? nonceOf(req) : null;
    if (!nonce) return pages(req, res);
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    // Next sends the page uncompressed, so it can be rewritten; it is compressed here instead.
    req.headers['accept-encoding'] = 'identity';
    rewriteOnEnd(res, (html) => deferScripts(html, nonce), gzip);
    return pages(req, res);
  };
}
