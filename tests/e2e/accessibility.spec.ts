import { DESKTOP, PHONE, expect, findFictionalMember, test } from './fixtures';
import { seriousViolations } from './axe';

// WCAG 2 A and AA on the main screens, for a visitor and a member, on desktop and on a phone. Only
// serious and critical findings fail the suite; each one is listed with where it was found.

const screens = [
  { name: 'desktop', device: DESKTOP },
  { name: 'phone', device: PHONE },
];

for (const { name, device } of screens) {
  test.describe(`on a ${name}`, () => {
    test.use(device);

    test('the landing page has no serious accessibility problems', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the search, a profile and the own profile have none for a member', async ({ page, member }) => {
      await page.goto('/members');
      await expect(page.getByRole('region', { name: 'Zoekresultaten' }).getByRole('article').first()).toBeVisible();
      expect(await seriousViolations(page), '/members').toEqual([]);

      const other = await findFictionalMember(page.request);
      await page.goto(`/members/${other.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(other.name);
      expect(await seriousViolations(page), `/members/${other.id}`).toEqual([]);

      await page.goto('/profile');
      await expect(page.getByLabel('Profielnaam')).toHaveValue(member.name);
      expect(await seriousViolations(page), '/profile').toEqual([]);
    });

    test('the likes page has none for a member, empty or with a like', async ({ page, member }) => {
      await page.goto('/likes/given');
      await expect(page.getByRole('heading', { level: 1, name: 'Likes' })).toBeVisible();
      await expect(page.getByText('Je hebt nog niemand een like gegeven')).toBeVisible();
      expect(await seriousViolations(page), '/likes/given, empty').toEqual([]);

      const other = await findFictionalMember(page.request);
      await page.goto(`/members/${other.id}`);
      await page.getByRole('button', { name: 'Like', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Geliket' })).toBeVisible();
      await page.goto('/likes/given');
      await expect(page.getByRole('listitem').filter({ hasText: other.name })).toBeVisible();
      expect(await seriousViolations(page), `/likes/given of ${member.name}`).toEqual([]);
    });
  });
}
