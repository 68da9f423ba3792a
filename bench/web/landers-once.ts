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
// Lighthouse now and then loses a page's trace (NO_NAVSTART): that page is measured once more.
const ATTEMPTS = 2;

async function measure(pagePath: string): Promise<Awaited<ReturnType<typeof runLighthouse>>> {
  for (let attempt = 1; ; attempt++) {
    const browser = await launchBrowser();
    try {
      return await runLighthouse(browser, `${origin}${pagePath}`, null, reportPath(dir, pagePath.replace(/\W+/g, '-') || 'index', 1));
    } catch (error) {
      if (attempt >= ATTEMPTS || !String(error).includes('NO_NAVSTART')) throw error;
      console.log(`${pagePath}: Lighthouse lost the trace, measuring again`);
    } finally {
      await browser.close();
    }
  }
}

for (const pagePath of pagePaths) {
  const s = await measure(pagePath);
  console.log(
    `${pagePath}: performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s.bestPractices}, SEO ${s.seo}, LCP ${Math.round(s.lcpMs)} ms, TBT ${Math.round(s.tbtMs)} ms, CLS ${s.cls.toFixed(3)}, JS ${(s.scriptBytes / 1024).toFixed(0)} KiB`,
  );
}
console.log(
  `load average after: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}; reports in ${dir}`,
);
