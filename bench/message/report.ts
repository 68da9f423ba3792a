import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const FILE = 'docs/performance.md';
const START = '<!-- bench:message (written by `npm run bench:message`) -->';
const END = '<!-- /bench:message -->';

export type MessageRow = {
  name: string;
  sent: number;
  failed: number;
  statuses: Record<string, number>;
  perSecond: number;
  p50Ms: number | null;
  p99Ms: number | null;
  /** Server CPU per message sent (the bare server's own process), in ms. */
  cpuMsPerMessage: number;
};

const ms = (value: number | null) => (value === null ? '–' : `${value} ms`);

export function messageSection(rows: MessageRow[], load: { concurrency: number; seconds: number }, machine: { loadBefore: string; loadAfter: string }): string {
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const [app, bare] = rows;
  const ratio = app && bare && bare.perSecond ? (app.perSecond / bare.perSecond).toFixed(2) : '–';
  return [
    `Run of ${date} UTC: ${load.concurrency} clients sending one after the other for ${load.seconds} s; load average (1 min) ${machine.loadBefore} before, ${machine.loadAfter} after.`,
    '',
    '| target | messages/s | sent (failed) | p50 | p99 | server CPU per message | vs bare |',
    '|---|--:|--:|--:|--:|--:|--:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.perSecond} | ${r.sent} (${r.failed}${r.failed ? `: ${JSON.stringify(r.statuses)}` : ''}) | ${ms(r.p50Ms)} | ${ms(r.p99Ms)} | ${r.cpuMsPerMessage} ms | ${r === app ? `${ratio}x` : '–'} |`,
    ),
    '',
    `Aim: POST /api/message.php ≥ 0.5x its bare server: ${ratio}x – ${Number(ratio) >= 0.5 ? 'met' : '**not met**'}.`,
  ].join('\n');
}

/** Replaces the message section between its markers (added before the chat section when missing). */
export function writeMessageSection(section: string): void {
  let current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Performance\n';
  if (!current.includes(START)) current = current.replace('<!-- bench:chat', `${START}\n${END}\n\n<!-- bench:chat`);
  const [head, rest] = current.split(START);
  const tail = rest.includes(END) ? rest.slice(rest.indexOf(END) + END.length) : rest;
  writeFileSync(FILE, `${head}${START}\n\n${section}\n\n${END}${tail}`);
}
