import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, reportPath, runLighthouse } from './lighthouse-run';
import { benchPages } from './pages';

const origin = process.env.BENCH_ORIGIN ?? 'http://localhost:3620';
const dir = mkdtempSync(path.join(os.tmpdir(), 'amora-members-'));
const pages = (await benchPages(origin)).filter((p) => p.cookie);
for (let run = 1; run <= Number(process.env.RUNS ?? 1); run++) {
  for (const page of pages) {
    const browser = await launchBrowser();
    try {
      const s = await runLighthouse(browser, origin + page.path, page.cookie, reportPath(dir, page.path.replace(/\W+/g, '-'), run));
      console.log(`${page.path}: performance ${s.performance}, LCP ${Math.round(s.lcpMs)} ms, TBT ${Math.round(s.tbtMs)} ms, CLS ${s.cls.toFixed(3)}, JS ${(s.scriptBytes / 1024).toFixed(0)} KiB`);
    } finally {
      await browser.close();
    }
  }
}
console.log(dir, os.loadavg());
