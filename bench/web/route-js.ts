// First-load JavaScript per route of the built app, gzipped: `npx tsx bench/web/route-js.ts`.
// Unlike Lighthouse on a busy machine this is deterministic: it starts the build on a fresh seeded data
// directory, fetches each page (logged in where members see it), collects every chunk the HTML asks
// for (its <script> tags and the chunks its flight data loads for client components) and sums their
// gzipped sizes from .next/static. Chunks a page loads later on its own (a modal opened, a lazy part)
// are not first-load and are not counted. The HTML's own gzipped size is beside it: the messages the
// page hands its client components travel in it. BENCH_ROUTE_JS_PORT moves the port (default 3622).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { killAllNow, stopAllProcesses } from '../lib/processes';
import { startSeededApp } from './app-server';
import { WEB_AIMS } from './config';
import { benchPages, login, type BenchPage } from './pages';

const PORT = Number(process.env.BENCH_ROUTE_JS_PORT ?? 3622);
const LANDERS = ['tinderswipe', 'gallery', 'maplanding'];
const CHUNK = /\/_next\/(static\/chunks\/[\w.-]+\.js)/g;

/** The legacy polyfills ride in a `nomodule` script: today's browsers never fetch them. */
function polyfillChunks(): Set<string> {
  const manifest = JSON.parse(readFileSync('.next/build-manifest.json', 'utf8')) as { polyfillFiles: string[] };
  return new Set(manifest.polyfillFiles);
}

/** Every chunk the page's HTML names: script tags, preloads and the flight data's client references. */
export function chunksOf(html: string, skip: Set<string>): string[] {
  // Flight data is a JS string inside the HTML: its slashes may be escaped.
  const text = html.replace(/\\\//g, '/');
  const named = new Set([...text.matchAll(CHUNK)].map((match) => match[1]));
  return [...named].filter((chunk) => !skip.has(chunk)).sort();
}

const gzippedSize = new Map<string, number>();
function gzipped(chunk: string): number {
  let size = gzippedSize.get(chunk);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join('.next', chunk))).length;
    gzippedSize.set(chunk, size);
  }
  return size;
}

type RouteJs = { page: BenchPage; chunks: string[]; bytes: number; htmlBytes: number };

async function measure(origin: string, page: BenchPage, skip: Set<string>): Promise<RouteJs> {
  const res = await fetch(origin + page.path, { headers: page.cookie ? { cookie: page.cookie } : {} });
  const html = await res.text();
  if (!res.ok) throw new Error(`${page.path}: HTTP ${res.status}`);
  const chunks = chunksOf(html, skip);
  const bytes = chunks.reduce((sum, chunk) => sum + gzipped(chunk), 0);
  return { page, chunks, bytes, htmlBytes: gzipSync(html).length };
}

async function routes(origin: string): Promise<BenchPage[]> {
  const [home, members, profile] = await benchPages(origin);
  const cookie = await login(origin);
  const visitor = (p: string, name = `\`${p}\` (visitor)`): BenchPage => ({ name, path: p, cookie: null });
  return [
    home,
    members,
    profile,
    ...LANDERS.map((lander) => visitor(`/landers/${lander}`)),
    visitor('/login'),
    { name: '`/likes` (logged in)', path: '/likes', cookie },
    { name: '`/chats` (logged in)', path: '/chats', cookie },
  ];
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function table(results: RouteJs[]): string {
  const shared = results.map((r) => new Set(r.chunks)).reduce((a, b) => new Set([...a].filter((c) => b.has(c))));
  const sharedBytes = [...shared].reduce((sum, chunk) => sum + gzipped(chunk), 0);
  const rows = results.map(({ page, chunks, bytes, htmlBytes }) => `| ${page.name} | ${chunks.length} | ${kib(bytes)} | ${kib(htmlBytes)} |`);
  return [
    '| page | chunks | first-load JS KiB (gzip) | HTML KiB (gzip) |',
    '|---|--:|--:|--:|',
    ...rows,
    '',
    `Shared by every page above: ${shared.size} chunks, ${kib(sharedBytes)} KiB.`,
  ].join('\n');
}

async function main(): Promise<void> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'amora-route-js-'));
  try {
    const app = await startSeededApp(tmp, PORT);
    const skip = polyfillChunks();
    const results: RouteJs[] = [];
    for (const page of await routes(app.origin)) results.push(await measure(app.origin, page, skip));
    console.log(table(results));
    const members = results.find((r) => r.page.path === '/members');
    if (members) console.log(`Aim for /members: ≤ ${WEB_AIMS.membersJsKiB} KiB; now ${kib(members.bytes)} KiB.`);
    if (process.env.BENCH_ROUTE_JS_CHUNKS === '1') {
      for (const r of results) console.log(`\n${r.page.path}\n${r.chunks.map((c) => `  ${kib(gzipped(c))}\t${c}`).join('\n')}`);
    }
  } finally {
    await stopAllProcesses();
    rmSync(tmp, { recursive: true, force: true });
  }
}

process.once('exit', killAllNow);
main().catch((error: unknown) => {
  console.error('[route-js] failed:', error);
  process.exitCode = 1;
});
