import { expect, test, type Page } from './fixtures';
import { seriousViolations } from './axe';

// §4 time bonus: a new member sees the 25% welcome discount counting down in the members area's top
// banner; 40 s in the area (on a mocked clock) the modal opens, and once closed it stays away.

test.use({ timeBonusDismissed: false });

/** Serious or critical accessibility problems in the part of the page `selector` picks. */
async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
  await page.screenshot({ path: `test-results/screens/${name}-${width}.png` });
}

test('a new member gets the time-bonus banner and, after 40 s in the members area, the modal', async ({ page, member }) => {
  expect(member.email).toContain('@');
  await page.clock.install();
  await page.goto('/members');

  const banner = page.getByRole('region', { name: 'Welkomstkorting' });
  await expect(banner.getByText('25% welkomstkorting op je eerste credits!')).toBeVisible();
  await expect(banner.getByText(/^0[34]:\d\d:\d\d$/)).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Bekijk de credits' })).toHaveAttribute('href', '/credits');
  expect(await seriousViolations(page, { include: '[aria-label="Welkomstkorting"]' })).toEqual([]);
  await shoot(page, 'time-bonus-banner', 1280);
  await shoot(page, 'time-bonus-banner', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.clock.fastForward(40_000);
  const modal = page.getByRole('dialog', { name: '25% welkomstkorting' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Wees er snel bij: nog 4 uur')).toBeVisible();
  await expect(modal.getByText(/^03:\d\d:\d\d$/)).toBeVisible();
  expect(await seriousViolations(page, { include: '.modal' })).toEqual([]);
  await shoot(page, 'time-bonus-modal', 1280);
  await shoot(page, 'time-bonus-modal', 390);

  await modal.getByRole('button', { name: 'Sluiten' }).click();
  await expect(modal).toBeHidden();
  expect(Number(await page.evaluate(() => localStorage.getItem('time-bonus-dismissed-at')))).toBeGreaterThan(0);

  await page.reload();
  await expect(banner.getByText('25% welkomstkorting op je eerste credits!')).toBeVisible();
  await page.clock.fastForward(60_000);
  await expect(banner.getByText(/^03:\d\d:\d\d$/)).toBeVisible();
  await expect(modal).toHaveCount(0);
});

test('the terms show the company and their version date', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByText('Versie van 1 maart 2024')).toBeVisible();
  const company = page.getByRole('region', { name: 'Bedrijfsgegevens' });
  await expect(company.getByText('Amora Media B.V.')).toBeVisible();
  await expect(company.getByRole('link', { name: '+31201234567' })).toHaveAttribute('href', 'tel:+31201234567');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await company.screenshot({ path: `test-results/screens/terms-company-${width}.png` });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });

  test('the time-bonus banner is one line with its countdown, and opens for the action', async ({ page, member }) => {
    expect(member.email).toContain('@');
    await page.goto('/members');
    const banner = page.getByRole('region', { name: 'Welkomstkorting' });
    const title = banner.getByText('25% welkomstkorting op je eerste credits!');
    const countdown = banner.getByText(/^0[34]:\d\d:\d\d$/);
    await expect(countdown).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Bekijk de credits' })).toBeHidden();
    const toggle = banner.getByRole('button', { name: 'Meer tonen' });
    const titleBox = (await title.boundingBox())!;
    // One row: the title (cut short if need be) beside the countdown and the toggle.
    for (const other of [countdown, toggle]) {
      const box = (await other.boundingBox())!;
      expect(Math.abs(titleBox.y + titleBox.height / 2 - (box.y + box.height / 2))).toBeLessThan(titleBox.height / 2);
    }
    await shoot(page, 'time-bonus-banner-closed', 360);

    await toggle.click();
    await expect(banner.getByText('Nog geldig:')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Bekijk de credits' })).toBeVisible();
    await shoot(page, 'time-bonus-banner-open', 360);
    await banner.getByRole('button', { name: 'Minder tonen' }).click();
    await expect(banner.getByRole('link', { name: 'Bekijk de credits' })).toBeHidden();
  });
});
