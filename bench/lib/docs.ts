import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const FILE = 'docs/performance.md';
const MARKER = '<!-- bench:results (newest first; written by `npm run bench`) -->';
const KEEP_RUNS = 5;

const INTRO = `# Performance

\`npm run bench\` measures the built app (\`next start\`) with autocannon next to a bare \`node:http\` server,
in one run and with the same settings, and adds its results below. See bench/run.ts for what it does.

${MARKER}
`;

/** Puts the new run under the marker and keeps the latest ${KEEP_RUNS} runs. */
export function writePerformanceDoc(section: string): void {
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : INTRO;
  const [head, tail = ''] = current.includes(MARKER) ? current.split(MARKER) : [current.trimEnd() + '\n\n', ''];
  const older = tail
    .split(/^(?=## Run of )/m)
    .filter((s) => s.startsWith('## Run of '))
    .slice(0, KEEP_RUNS - 1);
  const runs = [section.trimEnd(), ...older.map((s) => s.trimEnd())].join('\n\n');
  writeFileSync(FILE, `${head}${MARKER}\n\n${runs}\n`);
}
