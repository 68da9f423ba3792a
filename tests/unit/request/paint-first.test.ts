import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptsGzip, deferScripts, isPaintFirstRequest, withPaintFirst } from '@/server/http/paint-first';

const NONCE = 'n0nce==';

/** The head and body of a page as Next writes them: async chunks in both orders, a polyfill, flight data. */
const PAGE = [
  '<!DOCTYPE html><html><head><meta charset="utf-8"/>',
  `<script src="/_next/static/chunks/a.js" async="" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/0cz.js" noModule="" nonce="${NONCE}"></script>`,
  '</head><body><main><h1>Gallery</h1></main>',
  `<script nonce="${NONCE}">self.__next_f.push([1,"x"])</script>`,
  `<script src="/_next/static/chunks/b.js" nonce="${NONCE}" async=""></script>`,
  '</body></html>',
].join('');

describe('deferScripts', () => {
  it('turns the async scripts into inert placeholders and names them only in the bootstrap before the end of the head', () => {
    const html = deferScripts(PAGE, NONCE);
    expect(html).not.toMatch(/<script\b[^>]*\basync\b/);
    expect(html).toContain('<script type="text/x-deferred" data-deferred-src="/_next/static/chunks/a.js"></script>');
    expect(html).toContain('<script type="text/x-deferred" data-deferred-src="/_next/static/chunks/b.js"></script>');
    // The polyfill and the flight data stay as Next wrote them.
    expect(html).toContain('<script src="/_next/static/chunks/0cz.js" noModule=""');
    expect(html).toContain('self.__next_f.push([1,"x"])');
    const bootstrap = html.indexOf(`<script nonce="${NONCE}">(function () {`);
    expect(bootstrap).toBeGreaterThan(html.indexOf('0cz.js'));
    expect(html.indexOf('</head>')).toBeGreaterThan(bootstrap);
    expect(html.slice(bootstrap)).toContain('[{"src":"/_next/static/chunks/a.js"},{"src":"/_next/static/chunks/b.js"}]');
  });

  it('keeps a script’s integrity and crossorigin, and reads attribute names, not values', () => {
    const page = [
      '<html><head>',
      `<script src="/c.js" async="" integrity="sha384-abc" crossorigin="anonymous" nonce="${NONCE}"></script>`,
      '<script data-src="/d.js" async=""></script>',
      '<script src="/e.js" data-note="async"></script>',
      '</head><body></body></html>',
    ].join('');
    const html = deferScripts(page, NONCE);
    expect(html).toContain('[{"src":"/c.js","integrity":"sha384-abc","crossOrigin":"anonymous"}]');
    expect(html).toContain('<script data-src="/d.js" async=""></script>');
    expect(html).toContain('<script src="/e.js" data-note="async"></script>');
  });

  it('writes the script list so no address can close the bootstrap', () => {
    // In a script element, `</script` followed by a space ends it.
    const page = '<html><head><script src="/x.js?</script x" async=""></script></head></html>';
    const bootstrap = deferScripts(page, NONCE).split(`<script nonce="${NONCE}">`)[1];
    expect(bootstrap).toContain('"/x.js?\\u003c/script x"');
    expect(bootstrap.indexOf('</script')).toBe(bootstrap.lastIndexOf('</script'));
  });

  it('leaves a page without async scripts as it is', () => {
    const plain = '<html><head><title>x</title></head><body><script nonce="a">1</script></body></html>';
    expect(deferScripts(plain, NONCE)).toBe(plain);
  });
});

function requestTo(url: string, init: { method?: string; headers?: Record<string, string> } = {}): IncomingMessage {
  return { url, method: init.method ?? 'GET', headers: init.headers ?? {} } as IncomingMessage;
}

describe('acceptsGzip', () => {
  it('takes gzip when named or covered by * with a weight above 0', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('isPaintFirstRequest', () => {
  it('takes navigations to the landing page, the landers and the member landings', () => {
    for (const url of [
      '/',
      '/?utm_source=x',
      '/landers/gallery',
      '/landers/gallery/she',
      '/landers/tinderswipe?utm_source=x',
      '/members/12/landing',
      '/members/12/landing2/gay',
      '/members/12/landing3',
    ]) {
      expect(isPaintFirstRequest(requestTo(url)), url).toBe(true);
    }
  });

  it('leaves other pages, the router’s flight requests and other methods alone', () => {
    for (const url of [
      '/login',
      '/terms',
      '/members',
      '/members?page=2',
      '/members/12/signup',
      '/members/12/chat',
      '/landers',
      '/landersx/gallery',
      '/landers/gallery?_rsc=1x',
    ]) {
      expect(isPaintFirstRequest(requestTo(url)), url).toBe(false);
    }
    expect(isPaintFirstRequest(requestTo('/landers/gallery', { headers: { rsc: '1' } }))).toBe(false);
    expect(isPaintFirstRequest(requestTo('/landers/gallery', { method: 'HEAD' }))).toBe(false);
  });
});

describe('withPaintFirst', () => {
  let server: Server | null = null;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /**
   * A stand-in for Next: headers first (its compression layer writes the head before the first chunk),
   * then the page in three chunks, as its stream writes them.
   */
  async function serve(): Promise<{ origin: string; seenEncodings: (string | undefined)[] }> {
    const seenEncodings: (string | undefined)[] = [];
    const pages = (req: IncomingMessage, res: import('node:http').ServerResponse) => {
      seenEncodings.push(req.headers['accept-encoding']);
      res.setHeader('Content-Type', req.url?.includes('as=json') ? 'application/json' : 'text/html; charset=utf-8');
      if (req.url?.includes('unchanged')) {
        res.writeHead(304).end();
        return;
      }
      res.setHeader('Vary', 'rsc, Accept');
      // `uncompressed`: as Next without its compression layer, which never calls writeHead itself.
      if (!req.url?.includes('uncompressed')) {
        res.flushHeaders();
        if (req.url?.includes('head-object')) res.writeHead(200, 'OK', { 'X-Extra': 'kept', 'Content-Length': '5' });
        else if (!res.headersSent) res.writeHead(200);
      }
      res.write(PAGE.slice(0, 100));
      res.write(Buffer.from(PAGE.slice(100, 300)));
      res.end(PAGE.slice(300));
      if (req.url?.includes('twice')) res.end();
    };
    server = createServer(withPaintFirst(pages, () => NONCE));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return { origin: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seenEncodings };
  }

  function get(url: string, encoding: string): Promise<{ headers: IncomingMessage['headers']; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const req = request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('sends a lander rewritten and gzipped, with its length, to a browser that takes gzip', async () => {
    const { origin, seenEncodings } = await serve();
    const { headers, body } = await get(`${origin}/landers/gallery`, 'gzip, deflate, br');
    expect(seenEncodings).toEqual(['identity']);
    expect(headers['content-encoding']).toBe('gzip');
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(headers.vary).toBe('rsc, Accept, Accept-Encoding');
    expect(gunzipSync(body).toString()).toBe(deferScripts(PAGE, NONCE));
  });

  it('sends it rewritten and plain to a client that takes no compression', async () => {
    const { origin } = await serve();
    const { headers, body } = await get(`${origin}/members/3/landing`, 'identity');
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.toString()).toBe(deferScripts(PAGE, NONCE));
  });

  it('sends the head whether or not Next wrote it, with the headers a head object named and our length', async () => {
    const { origin } = await serve();
    for (const query of ['uncompressed', 'head-object', 'twice']) {
      const { headers, body } = await get(`${origin}/landers/gallery?${query}`, 'gzip');
      expect(gunzipSync(body).toString(), query).toBe(deferScripts(PAGE, NONCE));
      expect(Number(headers['content-length']), query).toBe(body.length);
      if (query === 'head-object') expect(headers['x-extra']).toBe('kept');
    }
  });

  it('passes other pages and answers that are not HTML through untouched', async () => {
    const { origin, seenEncodings } = await serve();
    expect((await get(`${origin}/members`, 'gzip')).body.toString()).toBe(PAGE);
    expect(seenEncodings).toEqual(['gzip']);
    expect((await get(`${origin}/landers/gallery?as=json`, 'identity')).body.toString()).toBe(PAGE);
    const unchanged = await get(`${origin}/landers/gallery?unchanged`, 'gzip');
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
  });
});
