// `npx tsx bench/web/screenshots.ts <dir>`: full-page shots of the benchmarked pages at desktop (1280)
// and phone (390) width, on a freshly seeded built app, to compare how pages look before and after a change.
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { killAllNow, stopAllProcesses } from '../lib/processes';
import { startSeededApp } from './app-server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, WEB_PORT } from './config';
import { benchPages } from './pages';

const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

async function main(outDir: string): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'amora-shots-'));
  const app = await startSeededApp(tmp, WEB_PORT + 1);
  const pages = await benchPages(app.origin);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
  try {
    for (const [device, viewport] of Object.entries(WIDTHS)) {
      const context = await browser.newContext({ viewport, isMobile: device === 'phone', hasTouch: device === 'phone' });
      // The site-entry warning is dismissed, so the page itself is what the picture shows.
      await context.addCookies([{ name: 'site_entry_dismissed_at', value: String(Date.now()), url: app.origin }]);
      for (const page of pages) {
        if (page.cookie) await context.addCookies([{ name: 'session', value: page.cookie.split('=')[1], url: app.origin }]);
        const tab = await context.newPage();
        await tab.goto(app.origin + page.path, { waitUntil: 'networkidle' });
        const name = (page.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'index').replace(/\d+/, 'id');
        await tab.screenshot({ path: path.join(outDir, `${name}-${device}.png`), fullPage: true });
        await tab.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

process.once('exit', killAllNow);
main(process.argv[2] ?? 'screenshots')
  .then(() => stopAllProcesses())
  .catch(async (error: unknown) => {
    console.error(error);
    await stopAllProcesses();
    process.exitCode = 1;
  });
