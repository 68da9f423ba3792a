import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { AIMS, LOAD } from '../lib/config';
import type { Measurement } from '../lib/load';

const FILE = 'docs/performance.md';
const START = '<!-- bench:cached (written by `npm run bench:cached`) -->';
const END = '<!-- /bench:cached -->';

/** One endpoint and its bare server with the same bytes. */
export type CachedRow = { app: Measurement; bare: Measurement };

const ratio = (row: CachedRow) => row.app.requestsPerSecond / row.bare.requestsPerSecond;

export function cachedSection(rows: CachedRow[], machine: { loadBefore: string; loadAfter: string }): string {
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const line = (m: Measurement, vs: string) => `| ${m.name} | ${m.requestsPerSecond.toFixed(0)} | ${m.p50Ms} | ${m.p99Ms} | ${vs} | ${m.non2xx + m.errors} |`;
  return [
    `Run of ${date} UTC: built API-only server on PostgreSQL, autocannon ${LOAD.connections} connections, ${LOAD.durationSeconds} s after a ${LOAD.warmupSeconds} s warm-up; load average (1 min) ${machine.loadBefore} before, ${machine.loadAfter} after.`,
    '',
    '| target | requests/s | p50 ms | p99 ms | vs bare | non-2xx + errors |',
    '|---|--:|--:|--:|--:|--:|',
    ...rows.flatMap((r) => [line(r.app, `${ratio(r).toFixed(2)}x`), line(r.bare, '–')]),
    '',
    `Aim: each ≥ ${AIMS.minRatioToBare}x its bare server: ${rows.every((r) => ratio(r) >= AIMS.minRatioToBare) ? 'met' : '**not met**'}.`,
  ].join('\n');
}

/** Replaces the section between its markers. */
export function writeCachedSection(section: string): void {
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Performance\n';
  if (!current.includes(START)) throw new Error(`${FILE} has no ${START} marker`);
  const [head, rest] = current.split(START);
  const tail = rest.includes(END) ? rest.slice(rest.indexOf(END) + END.length) : rest;
  writeFileSync(FILE, `${head}${START}\n\n${section}\n\n${END}${tail}`);
}
