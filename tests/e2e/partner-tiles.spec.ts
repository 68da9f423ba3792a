import { expect, messagesOf, test, type Page } from './fixtures';

// §9 niche sites and §1 live-cam tiles, as a visitor of the gay site (Amora Men, English) sees them:
// the first page of members is men, with partner tiles between them that are labelled as partner
// content and open the partner's room in a new tab.

const en = messagesOf('en');
const HOST = 'gay.localhost';

/** The same server under another host name: browsers resolve *.localhost to this machine. */
function urlOn(host: string, pathname: string): string {
  const url = new URL(pathname, test.info().project.use.baseURL);
  url.hostname = host;
  return url.toString();
}

function resultsGrid(page: Page) {
  return page.getByRole('region', { name: en.MembersPage.resultsHeading }).getByRole('list').first();
}

test('the gay site lists men, with a labelled live-cam tile that opens the partner’s room', async ({ page, context }) => {
  // The embedded provider's partner site (.example, reserved): answered here, as the partner would.
  await context.route('https://partner.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Partner room</title><h1>Partner room</h1>' }),
  );
  // Every country: the demo has few members in the site's own (GB).
  await page.goto(urlOn(HOST, '/members?country='));
  const grid = resultsGrid(page);
  const members = grid.getByRole('article').filter({ hasNot: page.getByText(en.PartnerTile.label, { exact: true }) });
  const partners = grid.getByRole('article').filter({ has: page.getByText(en.PartnerTile.label, { exact: true }) });
  await expect(members.first()).toBeVisible();

  // Every member on the first page is a man looking for men (checked through each one's profile; a
  // member's profile is the same on every site, and Node resolves only the default host).
  const ids = (await members.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).map((href) => Number(href!.split('/').pop()));
  expect(ids.length).toBeGreaterThanOrEqual(8);
  for (const id of ids.slice(0, 6)) {
    const { profile } = await (await page.request.get(`/api/member.php?id=${id}`)).json();
    expect(profile).toMatchObject({ gender: 'male', looking_for_gender: 'male' });
  }

  // One partner tile after every 8 members (the demo site's rate), never counted among them.
  expect(await partners.count()).toBe(Math.floor(ids.length / 8));
  const cam = partners.filter({ has: page.getByText(en.PartnerTile.live, { exact: true }) }).first();
  await expect(cam.getByText(en.PartnerTile.watchLive)).toBeVisible();
  await expect(cam.getByRole('button')).toHaveCount(0);
  const link = cam.getByRole('link');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'sponsored noopener');
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/partner\.example\/room\/cam-m-\d+$/);

  await page.screenshot({ path: 'test-results/screens/partner-tiles-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await cam.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/partner-tiles-390.png' });

  const [room] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(room).toHaveURL(href);
  await expect(room.getByRole('heading', { name: 'Partner room' })).toBeVisible();
});
