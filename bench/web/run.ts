// `npm run bench:web`: Lighthouse (mobile preset, Debian's Chromium) on the built app, median of three
// runs per page, written into docs/performance.md. Never fails on scores; fails when a page cannot load.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { killAllNow, runToEnd, stopAllProcesses } from '../lib/processes';
import { startSeededApp } from './app-server';
import { RUNS_PER_PAGE, WEB_AIMS, WEB_PORT } from './config';
import { categoryLeft, performanceLeft } from './findings';
import { launchBrowser, reportPath, runLighthouse, type PageScores } from './lighthouse-run';
import { medianScores } from './median';
import { benchPages, warmUp, type BenchPage } from './pages';
import { aimLines, resultTable, writeWebSection, type PageResult } from './report';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'amora-bench-web-'));
const reportsDir = path.join(tmp, 'reports');
mkdirSync(reportsDir);

async function ensureBuild(): Promise<string> {
  if (!existsSync('.next/BUILD_ID') || !existsSync('dist/server/main.js') || process.env.BENCH_BUILD === '1') {
    console.log('[bench:web] running `npm run build`');
    await runToEnd('npm', ['run', 'build'], process.env, path.join(tmp, 'build.log'));
  }
  const builtAt = statSync('.next/BUILD_ID').mtime.toISOString().slice(0, 16).replace('T', ' ');
  return `\`${readFileSync('.next/BUILD_ID', 'utf8').trim()}\` of ${builtAt} UTC`;
}

const slug = (page: BenchPage) => page.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'index';

/** What the report of the run nearest the median says is left, for each aim the page misses. */
function whatIsLeft(lhr: Result, scores: PageScores, isMembers: boolean): string[] {
  const left: string[] = [];
  const perfMissed = scores.performance < WEB_AIMS.performance || scores.lcpMs > WEB_AIMS.lcpMs || scores.tbtMs > WEB_AIMS.tbtMs;
  if (perfMissed || scores.cls > WEB_AIMS.cls || (isMembers && scores.scriptBytes / 1024 > WEB_AIMS.membersJsKiB)) left.push(...performanceLeft(lhr));
  for (const id of ['accessibility', 'best-practices', 'seo']) left.push(...categoryLeft(lhr, id).map((title) => `${id}: ${title}`));
  return left;
}

/** Each run gets a fresh Chromium; a run that could not load the page at all is tried again, once. */
async function lighthouseRun(url: string, cookie: string | null, reportFile: string): Promise<PageScores> {
  for (let attempt = 1; ; attempt++) {
    const browser = await launchBrowser();
    try {
      return await runLighthouse(browser, url, cookie, reportFile);
    } catch (error) {
      const probe = await fetch(url, { headers: cookie ? { cookie } : {} }).then(
        (r) => `HTTP ${r.status}`,
        (e: unknown) => String(e),
      );
      console.warn(`[bench:web] run failed (the page answers now: ${probe}): ${String(error).slice(0, 200)}`);
      if (attempt > 1) throw error;
    } finally {
      await browser.close();
    }
  }
}

async function measurePage(origin: string, page: BenchPage): Promise<PageResult> {
  const runs: PageScores[] = [];
  for (let run = 1; run <= RUNS_PER_PAGE; run++) {
    runs.push(await lighthouseRun(origin + page.path, page.cookie, reportPath(reportsDir, slug(page), run)));
    console.log(`[bench:web] ${page.path} run ${run}: performance ${runs.at(-1)?.performance}`);
  }
  const scores = medianScores(runs);
  const nearest = runs.reduce(
    (best, r, i) => (Math.abs(r.performance - scores.performance) < Math.abs(runs[best].performance - scores.performance) ? i : best),
    0,
  );
  const lhr = JSON.parse(readFileSync(reportPath(reportsDir, slug(page), nearest + 1), 'utf8')) as Result;
  return { name: page.name, path: page.path, scores, left: whatIsLeft(lhr, scores, page.path === '/members') };
}

function markdown(pages: PageResult[], build: string, startLabel: string, load: string[]): string {
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const left = pages.filter((p) => p.left.length).map((p) => `- ${p.name}: ${p.left.join('; ')}`);
  return [
    `### Latest run, ${date} UTC`,
    `Build ${build}, ${startLabel}, fresh data directory seeded like the browser suite. Lighthouse ${lighthouseVersion()}, mobile preset (simulated slow 4G, 4x CPU slowdown), median of ${RUNS_PER_PAGE} runs per column. Load average before / after: ${load.join(' / ')}.`,
    resultTable(pages),
    `Aims:\n\n${aimLines(pages).join('\n')}`,
    left.length ? `What the report of the run nearest the median says is left:\n\n${left.join('\n')}` : 'Nothing left in the reports.',
  ].join('\n\n');
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version;
}

const loadAverage = () => os.loadavg()[0].toFixed(1);

async function main(): Promise<void> {
  const loadBefore = loadAverage();
  const build = await ensureBuild();
  const app = await startSeededApp(tmp, WEB_PORT);
  console.log(`[bench:web] ${app.label} on ${app.origin}; logs and reports in ${tmp}`);
  void app.server.exited.then((code) => console.error(`[bench:web] the app exited (code ${code})`));
  const pages = await benchPages(app.origin);
  await warmUp(app.origin, pages);
  const results: PageResult[] = [];
  for (const page of pages) results.push(await measurePage(app.origin, page));
  const section = markdown(results, build, app.label, [loadBefore, loadAverage()]);
  console.log(`\n${section}\n`);
  writeWebSection(section);
  console.log('[bench:web] written to docs/performance.md');
}

process.once('exit', killAllNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAllProcesses().finally(() => process.exit(130)));
}

main()
  .then(() => stopAllProcesses())
  .then(() => rmSync(path.join(tmp, 'data'), { recursive: true, force: true }))
  .catch(async (error: unknown) => {
    console.error('[bench:web] failed:', error);
    await stopAllProcesses();
    console.error(`[bench:web] logs kept in ${tmp}`);
    process.exitCode = 1;
  });
