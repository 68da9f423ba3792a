import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { PaymentsLoad, PaymentsRow } from './scenario';

const FILE = 'docs/performance.md';
const START = '<!-- bench:payments (written by `npm run bench` / `npm run bench:payments`) -->';
const END = '<!-- /bench:payments -->';

const ms = (value: number | null) => (value === null ? '–' : `${value} ms`);

export function paymentsSection(rows: PaymentsRow[], load: PaymentsLoad, machine: { loadBefore: string; loadAfter: string }): string {
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const lines = [
    `Run of ${date} UTC: ${load.members.toLocaleString('en')} members, ${load.concurrency} at a time, ${load.seconds} s; load average (1 min) ${machine.loadBefore} before, ${machine.loadAfter} after.`,
    '',
    '| target | order + webhook pairs/s | pairs (failed) | order p50 / p99 | webhook p50 / p99 | server CPU | orders unpaid | lost / double | balance ≠ ledger |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.pairsPerSecond} | ${r.pairs} (${r.failed}${r.failed ? `: ${JSON.stringify(r.statuses)}` : ''}) in ${r.seconds} s | ${ms(r.orderP50Ms)} / ${ms(r.orderP99Ms)} | ${ms(r.webhookP50Ms)} / ${ms(r.webhookP99Ms)} | ${r.cpuPercent} % | ${r.unpaid} of ${r.orders} | ${r.lost} / ${r.double} | ${r.balanceMismatches} |`,
    ),
  ];
  return lines.join('\n');
}

/** Replaces the payments section between its markers. */
export function writePaymentsSection(section: string): void {
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Performance\n';
  if (!current.includes(START)) throw new Error(`${FILE} has no ${START} marker`);
  const [head, rest] = current.split(START);
  const tail = rest.includes(END) ? rest.slice(rest.indexOf(END) + END.length) : rest;
  writeFileSync(FILE, `${head}${START}\n\n${section}\n\n${END}${tail}`);
}
