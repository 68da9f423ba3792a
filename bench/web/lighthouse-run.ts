import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './config';

/** What one Lighthouse run says about one page. */
export type PageScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript transferred on load (gzipped bytes on the wire, headers included). */
  scriptBytes: number;
};

export type Browser = { port: number; close: () => Promise<void> };

/** Debian's Chromium, started afresh for every run. */
export async function launchBrowser(): Promise<Browser> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  return { port: chrome.port, close: async () => chrome.kill() };
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function scriptTransfer(lhr: Result): number {
  const details = lhr.audits['resource-summary']?.details;
  const items = details && 'items' in details ? (details.items as Array<{ resourceType?: string; transferSize?: number }>) : [];
  return items.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;
}

export function scoresOf(lhr: Result): PageScores {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    scriptBytes: scriptTransfer(lhr),
  };
}

/**
 * One Lighthouse run with the default (mobile) configuration: simulated slow 4G and a 4x slower CPU.
 * The full report is kept beside the run's logs, for reading what is left when an aim is missed.
 */
export async function runLighthouse(browser: Browser, url: string, cookie: string | null, reportFile: string): Promise<PageScores> {
  const result = await lighthouse(url, {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`);
  writeFileSync(reportFile, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
  return scoresOf(result.lhr);
}

export const reportPath = (dir: string, name: string, run: number) => path.join(dir, `${name}-run${run}.json`);
