import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { e2eStaff, staffLoggedIn } from './staff-login';
import { STAFF_STATS } from '@/features/staff/paths';
import type { StatsDto } from '@/shared/types/stats';

// The statistics: the stats admin opens /staff/stats, has today counted again (the periodic rollup
// runs every five minutes), finds today's sign-ups (the story's own member among them) in the table
// of days, as the API gives them, and downloads the range as CSV.

test('the stats admin sees today’s sign-ups and downloads the days as CSV', async ({ member, browser, baseURL }) => {
  expect(member.email).toBeTruthy(); // signed up just now: a sign-up of today
  const admin = await staffLoggedIn(browser, baseURL, e2eStaff('statsAdmin'), STAFF_STATS);
  await expect(admin.getByRole('heading', { name: 'Statistieken', level: 1 })).toBeVisible();
  // The status shows when today was last counted, by the periodic rollup too, so it may show before the
  // recount is done: the recount's own answer is awaited.
  const recounted = admin.waitForResponse((res) => res.url().includes('/api/staff/stats.php') && res.request().method() === 'POST');
  await admin.getByRole('button', { name: 'Vandaag opnieuw tellen' }).click();
  expect((await recounted).ok()).toBe(true);
  await expect(admin.getByRole('status').filter({ hasText: 'Vandaag geteld:' })).toBeVisible();

  const today = new Date().toISOString().slice(0, 10);
  const api = (await (await admin.request.get(`/api/staff/stats.php?from=${today}&to=${today}`)).json()) as StatsDto;
  const signups = api.days.reduce((sum, day) => sum + day.signups, 0);
  expect(signups).toBeGreaterThanOrEqual(1);

  const days = admin.getByRole('table', { name: 'Cijfers per dag en site' });
  const shownDay = new Intl.DateTimeFormat('nl', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${today}T00:00:00Z`));
  // The site's own cell, whole: `localhost` is also part of the other demo sites' names.
  const row = days
    .getByRole('row')
    .filter({ hasText: shownDay })
    .filter({ has: admin.getByRole('cell', { name: api.days[0].site, exact: true }) });
  const header = await days.getByRole('columnheader').allInnerTexts();
  // The table reloads after the recount: the cell is awaited, not read once.
  const signupsCell = row.getByRole('cell').nth(header.findIndex((text) => text.trim() === 'Aanmeldingen'));
  await expect(signupsCell).toHaveText(String(api.days[0].signups));
  await expect(admin.getByRole('figure', { name: 'Aanmeldingen en activeringen per dag' }).locator('canvas')).toBeVisible();

  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: 'CSV downloaden' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^stats-all-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^day,site,signups,activations,first_purchases,/);
  // The CSV holds the rollup as it is when it is downloaded: the periodic rollup may have counted today
  // again since the table was read, so it is compared with the API's answer of the same moment.
  const latest = (await (await admin.request.get(`/api/staff/stats.php?from=${today}&to=${today}`)).json()) as StatsDto;
  const todayOfSite = latest.days.find((day) => day.site === api.days[0].site)!;
  expect(lines.some((line) => line.startsWith(`${today},${todayOfSite.site},${todayOfSite.signups},`))).toBe(true);
  await admin.context().close();
});
