import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { paintFirstBootstrap, type DeferredScript } from './paint-first-bootstrap';

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
const ATTRIBUTE = /([^\s=]+)(?:="([^"]*)")?/g;

/** A tag's attributes by lower-case name (Next writes every value in double quotes). */
function attributesOf(source: string): Map<string, string> {
  return new Map([...source.matchAll(ATTRIBUTE)].map(([, name, value]) => [name.toLowerCase(), value ?? '']));
}

/** An async external script; nomodule polyfills are left as they are (today's browsers skip them). */
function deferredScript(attributes: Map<string, string>): DeferredScript | null {
  const src = attributes.get('src');
  if (!src || !attributes.has('async') || attributes.has('nomodule') || attributes.has('type')) return null;
  const integrity = attributes.get('integrity');
  const crossOrigin = attributes.get('crossorigin');
  return { src, ...(integrity ? { integrity } : {}), ...(crossOrigin !== undefined ? { crossOrigin } : {}) };
}

/**
 * The page with its async scripts turned into inert placeholders (kept where they were, so the
 * markup React hydrates does not move) and, before `</head>`, the bootstrap that loads them after the
 * first frame. A page without such scripts or a head is left as it is.
 */
export function deferScripts(html: string, nonce: string): string {
  const scripts: DeferredScript[] = [];
  const rewritten = html.replace(EMPTY_SCRIPT, (tag, source: string) => {
    const script = deferredScript(attributesOf(source));
    if (!script) return tag;
    scripts.push(script);
    return `<script type="text/x-deferred" data-deferred-src="${script.src}"></script>`;
  });
  const headEnd = rewritten.indexOf('</head>');
  if (!scripts.length || headEnd < 0) return html;
  return `${rewritten.slice(0, headEnd)}<script nonce="${nonce}">${paintFirstBootstrap(scripts)}</script>${rewritten.slice(headEnd)}`;
}

/** Whether the client takes gzip: named (or `*`) with a weight above 0. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const weights = new Map(
    String(header ?? '')
      .split(',')
      .map((part) => {
        const [coding, ...params] = part.trim().toLowerCase().split(';');
        const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
        return [coding.trim(), q === undefined ? 1 : Number(q)] as const;
      }),
  );
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk);
}

type HeaderValue = number | string | readonly string[];

/** The status a writeHead call gave; the headers it named go onto the response, where ours can follow. */
function heldHead(res: ServerResponse, statusCode: number, rest: unknown[]): { statusCode: number; message?: string } {
  const message = rest.find((arg): arg is string => typeof arg === 'string');
  const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] as HeaderValue);
  } else if (headers) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value as HeaderValue);
  }
  return { statusCode, message };
}

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
  const writeHead = res.writeHead.bind(res);
  let head: { statusCode: number; message?: string } | null = null;
  let ended = false;
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    head = heldHead(res, statusCode, rest);
    return res;
  }) as ServerResponse['writeHead'];
  res.flushHeaders = () => {};
  res.write = ((chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) => {
    chunks.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined));
    (typeof encoding === 'function' ? encoding : callback)?.();
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: Chunk | Callback | null, encoding?: BufferEncoding | Callback, callback?: Callback) => {
    // A second end does nothing, as on any response.
    if (ended) return res;
    ended = true;
    if (chunk != null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined));
    const done = [chunk, encoding, callback].find((arg): arg is Callback => typeof arg === 'function');
    const body = Buffer.concat(chunks);
    const isHtml = String(res.getHeader('content-type') ?? '').startsWith('text/html');
    // An answer without a body (304, a redirect's empty one) has nothing to rewrite or compress.
    const rewritable = body.length > 0 && !res.headersSent && isHtml && !res.getHeader('content-encoding');
    const sent = rewritable ? encodeRewritten(res, rewrite(body.toString('utf8')), gzip) : body;
    const { statusCode, message } = head ?? { statusCode: res.statusCode, message: undefined };
    if (!res.headersSent) {
      if (message === undefined) writeHead(statusCode);
      else writeHead(statusCode, message);
    }
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
    const gzip = acceptsGzip(req.headers['accept-encoding']);
    // Next sends the page uncompressed, so it can be rewritten; it is compressed here instead.
    req.headers['accept-encoding'] = 'identity';
    rewriteOnEnd(res, (html) => deferScripts(html, nonce), gzip);
    return pages(req, res);
  };
}
