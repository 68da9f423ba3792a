import { expect, test, type Page } from './fixtures';

// Every page runs its scripts under a per-request nonce policy (docs/decisions/006): no violation in
// the console, and the page still hydrates (the fixture's goto waits until every control answers).

function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|content-security-policy/i.test(message.text())) violations.push(message.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

async function expectNonceProtected(page: Page, path: string): Promise<void> {
  const violations = collectViolations(page);
  const response = await page.goto(path);
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
}

test('the landing page runs under the nonce policy without a violation', async ({ page }) => {
  await expectNonceProtected(page, '/');
});

test('a lander, whose scripts load after its first paint, runs under the nonce policy without a violation', async ({ page }) => {
  await expectNonceProtected(page, '/landers/gallery');
});

test('the login page runs under the nonce policy without a violation', async ({ page }) => {
  await expectNonceProtected(page, '/login');
});

test('the members page runs under the nonce policy without a violation', async ({ page, member }) => {
  expect(member.email).toBeTruthy();
  await expectNonceProtected(page, '/members');
});

test('two loads of a page get different nonces', async ({ page }) => {
  const nonce = async () => /'nonce-([^']+)'/.exec((await page.goto('/login'))?.headers()['content-security-policy'] ?? '')?.[1];
  const first = await nonce();
  expect(first).toBeTruthy();
  expect(await nonce()).not.toBe(first);
});
