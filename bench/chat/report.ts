import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { ChatRow } from './scenario';

const FILE = 'docs/performance.md';
const START = '<!-- bench:chat (written by `npm run bench` / `npm run bench:chat`) -->';
const END = '<!-- /bench:chat -->';

const ms = (value: number | null) => (value === null ? '–' : `${value} ms`);

export function chatSection(
  rows: ChatRow[],
  load: { members: number; rate: number; seconds: number },
  machine: { loadBefore: string; loadAfter: string },
): string {
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const lines = [
    `Run of ${date} UTC: ${load.members.toLocaleString('en')} streams, ${load.rate} messages/s for ${load.seconds} s; load average (1 min) ${machine.loadBefore} before, ${machine.loadAfter} after.`,
    '',
    '| target | streams open | connect | sent (failed) | delivered | p50 | p99 | server CPU while sending | CPU per message | memory per stream |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.connected}/${r.members} | ${r.connectSeconds.toFixed(1)} s | ${r.sent} (${r.failed}${r.failed ? `: ${JSON.stringify(r.statuses)}` : ''}) | ${r.delivered} | ${ms(r.p50Ms)} | ${ms(r.p99Ms)} | ${r.cpuPercent} % | ${r.cpuMsPerMessage} ms | ${r.kibPerStream} KiB |`,
    ),
  ];
  return lines.join('\n');
}

/** Replaces the chat section between its markers (after the API section's text). */
export function writeChatSection(section: string): void {
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Performance\n';
  if (!current.includes(START)) throw new Error(`${FILE} has no ${START} marker`);
  const [head, rest] = current.split(START);
  const tail = rest.includes(END) ? rest.slice(rest.indexOf(END) + END.length) : rest;
  writeFileSync(FILE, `${head}${START}\n\n${section}\n\n${END}${tail}`);
}
