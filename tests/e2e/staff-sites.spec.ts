import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { e2eStaff, staffLoggedIn } from './staff-login';

// The brand console: an admin creates a site on a new domain and gives it a colour; a visitor's
// browser on that domain gets the new site's name and colour from the running server, which nobody
// restarted (the site caches are cleared on every change).

const BRAND = '#0a7f3b';

test('the console admin creates a site that answers on its own domain at once, without a restart', async ({ browser, baseURL }) => {
  // *.localhost resolves to this machine in the browser, so the new domain reaches the same server.
  const domain = `nieuw-${randomBytes(3).toString('hex')}.localhost`;
  const name = `Nieuwe Liefde ${domain.slice(6, 12)}`;
  const admin = await staffLoggedIn(browser, baseURL, e2eStaff('consoleAdmin'), '/staff/sites');
  await expect(admin.getByRole('heading', { name: 'Sites', level: 1 })).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Alle sites' })).toBeVisible();

  await admin.getByRole('button', { name: 'Nieuwe site' }).click();
  const form = admin.getByRole('form', { name: 'Nieuwe site' });
  await form.getByLabel('Domein', { exact: true }).fill(`www.${domain}`);
  await form.getByLabel('Naam', { exact: true }).fill(name);
  await form.getByRole('button', { name: 'Site aanmaken' }).click();
  await expect(form.getByText('Vul een domeinnaam in zonder http:// en zonder www., bijvoorbeeld voorbeeld.nl.')).toBeVisible();
  await form.getByLabel('Domein', { exact: true }).fill(domain);
  await form.getByRole('button', { name: 'Site aanmaken' }).click();

  const editor = admin.getByRole('region', { name: `${name} (${domain})` });
  await expect(editor).toBeVisible();
  await editor.getByRole('tab', { name: 'Uiterlijk' }).click();
  const look = editor.getByRole('form', { name: 'Uiterlijk' });
  await look.getByLabel('Merkkleur', { exact: true }).fill(BRAND);
  await look.getByRole('button', { name: 'Opslaan' }).click();
  await expect(look.getByRole('status')).toHaveText('Opgeslagen. De site toont het meteen.');

  const port = new URL(baseURL ?? '').port;
  const visitor = await browser.newPage();
  await visitor.goto(`http://${domain}:${port}/`);
  await expect(visitor).toHaveTitle(new RegExp(name));
  await expect(visitor.getByRole('link', { name }).first()).toBeVisible();
  const brand = await visitor.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--app-brand').trim());
  expect(brand).toBe(BRAND);
  await visitor.close();

  await editor.getByRole('button', { name: 'Alle sites' }).click();
  await expect(admin.getByRole('table', { name: 'Alle sites' }).getByRole('row', { name: new RegExp(domain) })).toBeVisible();
  await admin.context().close();
});
