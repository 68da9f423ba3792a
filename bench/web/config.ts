import { QUIET_CHROMIUM_FLAGS } from '../../tests/e2e/chromium-flags';

// Settings of one `npm run bench:web` run. Port 3620 (3621 for the screenshots) stays clear of the API bench and the tests.
export const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3620);

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Debian Chromium that never reaches out: no updates, no sync, no first-run work. */
export const CHROMIUM_FLAGS = ['--headless=new', ...QUIET_CHROMIUM_FLAGS];

export const RUNS_PER_PAGE = 3;

/** The same demo data set the browser suite uses. */
export const SEED_MEMBERS = 300;

export const DEMO_LOGIN = { email: 'demo@example.com', password: 'demo1234' } as const;

/** The aims the report checks (reported, never fatal). */
export const WEB_AIMS = {
  performance: 95,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.1,
  /** First-load JavaScript of /members, gzipped as transferred. */
  membersJsKiB: 150,
  /** Accessibility, best practices and SEO. */
  otherCategories: 100,
} as const;
