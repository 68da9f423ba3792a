import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { WEB_AIMS } from './config';
import type { PageScores } from './lighthouse-run';

const FILE = 'docs/performance.md';
const START = '<!-- bench:web:start (replaced by `npm run bench:web`) -->';
const END = '<!-- bench:web:end -->';
// The API bench keeps its runs below its own marker: this section stays above it.
const API_MARKER = '<!-- bench:results';

export type PageResult = { name: string; path: string; scores: PageScores; left: string[] };

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

export function resultTable(pages: PageResult[]): string {
  const head =
    '| page | performance | LCP s | TBT ms | CLS | accessibility | best practices | SEO | JS transferred KiB |\n|---|--:|--:|--:|--:|--:|--:|--:|--:|';
  const rows = pages.map(
    ({ name, scores: s }) =>
      `| ${name} | ${s.performance} | ${seconds(s.lcpMs)} | ${Math.round(s.tbtMs)} | ${s.cls.toFixed(3)} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${kib(s.scriptBytes)} |`,
  );
  return [head, ...rows].join('\n');
}

const verdict = (met: boolean) => (met ? 'met' : '**not met**');

/** One line per aim and page, so a reader sees at once what is missed and where. */
export function aimLines(pages: PageResult[]): string[] {
  const lines: string[] = [];
  for (const { name, scores: s } of pages) {
    const others = Math.min(s.accessibility, s.bestPractices, s.seo);
    const met = [
      s.performance >= WEB_AIMS.performance,
      s.lcpMs <= WEB_AIMS.lcpMs,
      s.tbtMs <= WEB_AIMS.tbtMs,
      s.cls <= WEB_AIMS.cls,
      others >= WEB_AIMS.otherCategories,
    ];
    lines.push(
      `- ${name}: performance ${s.performance} ≥ ${WEB_AIMS.performance} ${verdict(met[0])}; LCP ${seconds(s.lcpMs)} s ≤ 2.5 ${verdict(met[1])}; ` +
        `TBT ${Math.round(s.tbtMs)} ms ≤ ${WEB_AIMS.tbtMs} ${verdict(met[2])}; CLS ${s.cls.toFixed(3)} ≤ ${WEB_AIMS.cls} ${verdict(met[3])}; ` +
        `accessibility, best practices and SEO 100 ${verdict(met[4])}`,
    );
  }
  const members = pages.find((p) => p.path === '/members');
  if (members) {
    const js = members.scores.scriptBytes / 1024;
    lines.push(
      `- first-load JavaScript of /members ${kib(members.scores.scriptBytes)} KiB ≤ ${WEB_AIMS.membersJsKiB} KiB ${verdict(js <= WEB_AIMS.membersJsKiB)}`,
    );
  }
  return lines;
}

/** Replaces the page-speed section of docs/performance.md, or adds it above the API bench's runs. */
export function writeWebSection(body: string): void {
  const section = `${START}\n\n${body.trim()}\n\n${END}`;
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Performance\n';
  let next: string;
  if (current.includes(START) && current.includes(END)) {
    next = current.slice(0, current.indexOf(START)) + section + current.slice(current.indexOf(END) + END.length);
  } else if (current.includes(API_MARKER)) {
    const at = current.indexOf(API_MARKER);
    next = `${current.slice(0, at)}${section}\n\n${current.slice(at)}`;
  } else {
    next = `${current.trimEnd()}\n\n${section}\n`;
  }
  writeFileSync(FILE, next);
}
