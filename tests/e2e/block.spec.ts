import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { confirmAdult, expect, mailedLink, signUpViaApi, test, type NewMember, type Page } from './fixtures';

// §6: blocked members cannot view or contact each other; §8: the blocked one reads who blocked them.

/** Another member, signed up in a browser of their own (own address, 18+ popup dismissed), with their id. */
async function otherMember(page: Page, baseURL: string): Promise<{ member: NewMember; page: Page; id: number }> {
  const [b, c] = randomBytes(2);
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `198.19.${b}.${(c % 250) + 1}` } });
  await confirmAdult(context, baseURL);
  const other = await context.newPage();
  const member = await signUpViaApi(other.request);
  await activate(other.request, member.email);
  return { member, page: other, id: await idOf(other) };
}

/** Profiles show once the member confirmed their address (§4). */
async function activate(request: APIRequestContext, email: string): Promise<void> {
  expect((await request.get(await mailedLink(email), { maxRedirects: 0 })).status()).toBe(302);
}

async function idOf(page: Page): Promise<number> {
  const res = await page.request.get('/api/user.php', { headers: { 'X-Request-Type': 'client' } });
  return (await res.json()).user.id;
}

async function openMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Meer opties' }).click();
}

test('a member blocks another from their profile, who then reads who blocked them', async ({ page, member, baseURL }) => {
  await activate(page.request, member.email);
  const bram = await otherMember(page, baseURL!);
  await page.goto(`/members/${bram.id}`);
  await expect(page.getByRole('heading', { level: 1, name: bram.member.name })).toBeVisible();

  await openMenu(page);
  await page.getByRole('button', { name: 'Blokkeren' }).click();
  const dialog = page.getByRole('dialog', { name: `${bram.member.name} blokkeren?` });
  await dialog.getByRole('button', { name: 'Ja, blokkeren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Je hebt ${bram.member.name} geblokkeerd.` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deblokkeren' })).toBeVisible();

  const annaId = await idOf(page);
  await bram.page.goto(`/members/${annaId}`);
  const message = `${member.name} heeft je geblokkeerd. Je kunt het profiel van ${member.name} niet meer bekijken.`;
  await expect(bram.page.getByRole('heading', { level: 1, name: message })).toBeVisible();
  await expect(bram.page.getByRole('button', { name: 'Meer opties' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Deblokkeren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: bram.member.name })).toBeVisible();
  await bram.page.reload();
  await expect(bram.page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await bram.page.context().close();
});

test('a member reports a profile with a reason and is thanked', async ({ page, member: reporter, baseURL }) => {
  await activate(page.request, reporter.email);
  const bram = await otherMember(page, baseURL!);
  await page.goto(`/members/${bram.id}`);
  await openMenu(page);
  await page.getByRole('button', { name: 'Melden' }).click();
  const dialog = page.getByRole('dialog', { name: `${bram.member.name} melden` });
  await dialog.getByRole('button', { name: 'Melding versturen' }).click();
  await expect(dialog.getByText('Kies een geldige optie.')).toBeVisible();

  await dialog.getByLabel('Reden').selectOption({ label: 'Oplichting of vraagt om geld' });
  await dialog.getByLabel('Toelichting (niet verplicht)').fill('Vraagt in het eerste bericht om een cadeaukaart.');
  await dialog.getByRole('button', { name: 'Melding versturen' }).click();
  const thanks = page.getByRole('dialog', { name: 'Bedankt voor je melding' });
  await expect(thanks.getByRole('status')).toContainText(`We bekijken het profiel van ${bram.member.name} zo snel mogelijk.`);
  await thanks.getByRole('button', { name: 'Sluiten' }).last().click();
  await expect(thanks).toHaveCount(0);
  await bram.page.context().close();
});
