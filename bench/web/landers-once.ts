// One Lighthouse run (mobile preset) on three landers of a server already running on BENCH_ORIGIN,
// for checking a lander design against the page budget: `npx tsx bench/web/landers-once.ts`.
// BENCH_PATHS (comma-separated paths, for a visitor) measures other pages the same way.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, reportPath, runLighthouse } from './lighthouse-run';

const origin = process.env.BENCH_ORIGIN ?? 'http://localhost:3620';
const landers = (process.env.BENCH_LANDERS ?? 'tinderswipe,gallery,maplanding').split(',');
const pagePaths = process.env.BENCH_PATHS?.split(',') ?? landers.map((lander) => `/landers/${lander}`);
const dir = mkdtempSync(path.join(os.tmpdir(), 'amora-landers-'));

console.log(
  `load average before: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
for (const pagePath of pagePaths) {
  const browser = await launchBrowser();
  try {
    const s = await runLighthouse(browser, `${origin}${pagePath}`, null, reportPath(dir, pagePath.replace(/\W+/g, '-') || 'index', 1));
    console.log(
      `${pagePath}: performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s.bestPractices}, SEO ${s.seo}, LCP ${Math.round(s.lcpMs)} ms, TBT ${Math.round(s.tbtMs)} ms, CLS ${s.cls.toFixed(3)}, JS ${(s.scriptBytes / 1024).toFixed(0)} KiB`,
    );
  } finally {
    await browser.close();
  }
}
console.log(
  `load average after: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}; reports in ${dir}`,
);
