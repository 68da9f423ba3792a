import { AIMS, LOAD, MACHINE, SEARCH_PATH } from './config';
import type { Measurement } from './load';
import type { Explained } from './postgres';

/** One measured endpoint, with the bare server it is compared against and the aim that applies. */
export type Row = { measurement: Measurement; database: string; baseline?: Measurement; aim?: 'ratio' | 'p99' };

export type RunResults = {
  date: string;
  build: { id: string; builtAt: string };
  bare: Measurement;
  rows: Row[];
  /** The PostgreSQL phase's EXPLAIN output and size, or why it could not run. */
  postgres: { profiles: number; explain: Explained[] } | { error: string };
  notes: string[];
};

const ratio = (m: Measurement, base: Measurement) => m.requestsPerSecond / base.requestsPerSecond;
/** Two significant digits, so 0.0043x does not print as 0.00x. */
const times = (x: number) => `${x >= 1 ? x.toFixed(2) : x.toPrecision(2)}x`;
const verdict = (met: boolean) => (met ? 'met' : '**not met**');

function tableLines(r: RunResults): string[] {
  const line = (m: Measurement, db: string, base?: Measurement) =>
    `| ${m.name} | ${db} | ${m.requestsPerSecond.toFixed(0)} | ${m.p50Ms} | ${m.p99Ms} | ${base ? times(ratio(m, base)) : '–'} | ${m.non2xx + m.errors} |`;
  const rows = [line(r.bare, '–')];
  for (const row of r.rows) {
    if (row.baseline) rows.push(line(row.baseline, 'baseline', undefined));
    rows.push(line(row.measurement, row.database, row.baseline));
  }
  return ['| target | data | requests/s | p50 ms | p99 ms | vs its baseline | non-2xx + errors |', '|---|---|--:|--:|--:|--:|--:|', ...rows];
}

function aimLine(row: Row): string | null {
  if (row.aim === 'ratio' && row.baseline) {
    const x = ratio(row.measurement, row.baseline);
    return `- ${row.measurement.name} ≥ ${AIMS.minRatioToBare}x \`${row.baseline.name}\`: ${times(x)} – ${verdict(x >= AIMS.minRatioToBare)}`;
  }
  if (row.aim === 'p99') {
    const p99 = row.measurement.p99Ms;
    return `- ${row.measurement.name}: p99 < ${AIMS.searchP99Ms} ms: ${p99} ms – ${verdict(p99 < AIMS.searchP99Ms)}`;
  }
  return null;
}

function aimLines(r: RunResults): string[] {
  const lines = r.rows.map(aimLine).filter((l): l is string => l !== null);
  if ('error' in r.postgres) lines.push(`- PostgreSQL aims: **not measured** (${r.postgres.error})`);
  return lines;
}

function explainLines(r: RunResults): string[] {
  if (!('explain' in r.postgres)) return [];
  const out = [`EXPLAIN (ANALYZE, BUFFERS) of the search's two statements on PostgreSQL (warm, second run):`, ''];
  for (const e of r.postgres.explain) {
    out.push(
      '<details>',
      `<summary>${e.label}: ${e.executionMs} ms</summary>`,
      '',
      '```sql',
      e.sql.trim(),
      '```',
      '',
      '```',
      e.plan,
      '```',
      '',
      '</details>',
      '',
    );
  }
  return out;
}

/** The run as a markdown section for docs/performance.md. */
export function markdownSection(r: RunResults): string {
  const size = 'profiles' in r.postgres ? ` PostgreSQL phase: ${r.postgres.profiles.toLocaleString('en')} profiles.` : '';
  return [
    `## Run of ${r.date}`,
    '',
    `Machine: ${MACHINE}. Build \`${r.build.id}\` of ${r.build.builtAt}, \`node dist/server/main.js\` (what \`npm start\` runs). ` +
      `autocannon, ${LOAD.connections} connections, ${LOAD.durationSeconds} s per target after a ${LOAD.warmupSeconds} s warm-up. ` +
      `Search: \`${SEARCH_PATH}\`, logged in.${size}`,
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
