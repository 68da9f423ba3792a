import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { QUIET_CHROMIUM_FLAGS } from './tests/e2e/chromium-flags';

const PORT = Number(process.env.E2E_PORT ?? 3300);

// One renderer process may serve several sites: the stories talk to one origin, and a process per site
// (Chromium's default) cost them about 15 % more CPU. Chromium reads only the last --disable-features,
// so this one repeats the features Playwright turns off that matter to a page (the rest only stop calls
// to Google's servers, which the closed network and --disable-background-networking refuse anyway).
const DISABLED_FEATURES = [
  'IsolateOrigins',
  'site-per-process',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
];

const CHROMIUM_ARGS = [...QUIET_CHROMIUM_FLAGS, '--disable-site-isolation-trials', `--disable-features=${DISABLED_FEATURES.join(',')}`];

// Debian's Chromium, never a downloaded one; the closed network refuses its background connections.
// The stories run in Debian's headless shell of the same Chromium where it is installed: the full
// browser's headless mode also runs its own interface's pages and a GPU process drawing in software,
// and took about 45 % more CPU for the same stories, the suite's largest cost on two cores.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';

export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM),
  args: CHROMIUM_ARGS,
};

// Stories are independent (a fresh member and a visitor address of their own each, tests/e2e/fixtures.ts)
// and share one built server and seeded database: with E2E_WORKERS > 1 spec files run side by side.
const WORKERS = Number(process.env.E2E_WORKERS ?? 1);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    viewport: { width: 1280, height: 800 },
    // Recording a trace costs every story about a fifth more CPU, paid even when it passes: off unless
    // asked for (E2E_TRACE=retain-on-failure) when a failure needs one. A failure keeps its screenshot.
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node scripts/e2e-server.mjs ${PORT}`,
    url: `http://localhost:${PORT}/api/settings.php`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
