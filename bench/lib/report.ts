import { AIMS, LOAD, MACHINE, SEARCH_PATH } from './config';
import type { Measurement } from './load';
import type { Explained } from './postgres';

export type Row = { measurement: Measurement; database: string };

export type RunResults = {
  date: string;
  build: { id: string; builtAt: string };
  bare: Measurement;
  rows: Row[];
  /** The filtered search on PostgreSQL at 100k profiles, or why it could not run. */
  bigSearch: { row: Row; oneConnection: Row; profiles: number; found: number; explain: Explained[] } | { error: string };
  notes: string[];
};

const ratio = (m: Measurement, bare: Measurement) => m.requestsPerSecond / bare.requestsPerSecond;
/** Two significant digits, so 0.0043x does not print as 0.00x. */
const times = (x: number) => `${x >= 1 ? x.toFixed(2) : x.toPrecision(2)}x`;
const verdict = (met: boolean) => (met ? 'met' : '**not met**');

function tableLines(r: RunResults): string[] {
  const line = (name: string, db: string, m: Measurement) =>
    `| ${name} | ${db} | ${m.requestsPerSecond.toFixed(0)} | ${m.p99Ms} | ${times(ratio(m, r.bare))} | ${m.non2xx + m.errors} |`;
  const rows = [line('bare `node:http` (small JSON)', '–', r.bare), ...r.rows.map((row) => line(row.measurement.name, row.database, row.measurement))];
  if ('row' in r.bigSearch) {
    for (const row of [r.bigSearch.row, r.bigSearch.oneConnection]) rows.push(line(row.measurement.name, row.database, row.measurement));
  }
  return ['| endpoint | data | requests/s | p99 ms | vs bare | non-2xx + errors |', '|---|---|--:|--:|--:|--:|', ...rows];
}

function aimLines(r: RunResults): string[] {
  const lines = r.rows
    .filter((row) => /settings\.php|user\.php/.test(row.measurement.name))
    .map((row) => {
      const x = ratio(row.measurement, r.bare);
      return `- ${row.measurement.name} ≥ ${AIMS.minRatioToBare}x bare: ${times(x)} – ${verdict(x >= AIMS.minRatioToBare)}`;
    });
  if ('row' in r.bigSearch) {
    const p99 = r.bigSearch.row.measurement.p99Ms;
    lines.push(`- search p99 < ${AIMS.searchP99Ms} ms at ${r.bigSearch.profiles.toLocaleString('en')} profiles on PostgreSQL: ${p99} ms – ${verdict(p99 < AIMS.searchP99Ms)}`);
  } else {
    lines.push(`- search p99 < ${AIMS.searchP99Ms} ms at 100k on PostgreSQL: **not measured** (${r.bigSearch.error})`);
  }
  return lines;
}

function explainLines(r: RunResults): string[] {
  if (!('explain' in r.bigSearch)) return [];
  const out = [`EXPLAIN (ANALYZE, BUFFERS) of the search's two statements on PostgreSQL (warm, second run):`, ''];
  for (const e of r.bigSearch.explain) {
    out.push('<details>', `<summary>${e.label}: ${e.executionMs} ms</summary>`, '', '```sql', e.sql.trim(), '```', '', '```', e.plan, '```', '', '</details>', '');
  }
  return out;
}

/** The run as a markdown section for docs/performance.md. */
export function markdownSection(r: RunResults): string {
  const big = 'row' in r.bigSearch ? `; the search also on PostgreSQL with ${r.bigSearch.profiles.toLocaleString('en')} profiles (${r.bigSearch.found.toLocaleString('en')} matches)` : '';
  return [
    `## Run of ${r.date}`,
    '',
    `Machine: ${MACHINE}. Build \`${r.build.id}\` of ${r.build.builtAt}, \`next start\`. autocannon, ${LOAD.connections} connections, ${LOAD.durationSeconds} s per target after a ${LOAD.warmupSeconds} s warm-up. ` +
      `Search: \`${SEARCH_PATH}\`, logged in${big}.`,
    '',
    ...tableLines(r),
    '',
    'Aims:',
    '',
    ...aimLines(r),
    '',
    ...(r.notes.length ? ['Notes:', '', ...r.notes.map((n) => `- ${n}`), ''] : []),
    ...explainLines(r),
  ].join('\n');
}

export function printSummary(r: RunResults): void {
  console.log(['', ...tableLines(r), '', ...aimLines(r), ''].join('\n'));
}
