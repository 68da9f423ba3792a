import { DESKTOP, FROM_THE_SITE, PHONE, expect, fillAccountStep, newMember, openSignup, stepProgress, test, type Locator, type Page } from './fixtures';

// §5 form rules and states, kept input in the signup, focus in dialogs, and the phone layout of
// the search filters, the profile save bar and the §4 banners.

const SMALL_PHONE = { ...PHONE, viewport: { width: 360, height: 740 } };

/** Whether focus is inside the dialog on top (the page behind must never get it). */
const focusInsideDialog = (page: Page) =>
  page.evaluate(() => {
    const dialogs = document.querySelectorAll('[aria-modal="true"]');
    const dialog = dialogs[dialogs.length - 1];
    return Boolean(dialog && document.activeElement && dialog.contains(document.activeElement));
  });

/** Whether two elements overlap on screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test.describe('on a desktop', () => {
  test.use(DESKTOP);

  test('a member cannot make the own e-mail address the profile name (§5)', async ({ page, member }) => {
    await page.goto('/profile');
    const name = page.getByLabel('Profielnaam');
    await expect(name).toHaveValue(member.name);
    await name.fill(member.email.toUpperCase());
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Je profielnaam moet anders zijn dan je e-mailadres')).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    // The fields that passed show their valid state.
    await expect(page.getByLabel('Haarkleur')).not.toHaveAttribute('aria-invalid', 'true');

    // The server refuses it too, in the member's language.
    const dutch = await page.request.put('/api/profile.php', { headers: FROM_THE_SITE, data: { name: member.email } });
    expect(dutch.status()).toBe(422);
    expect((await dutch.json()).fields.name).toBe('Je profielnaam moet anders zijn dan je e-mailadres');
    const english = await page.request.put('/api/profile.php', {
      headers: { ...FROM_THE_SITE, cookie: `${await cookieHeader(page)}; NEXT_LOCALE=en` },
      data: { name: member.email },
    });
    expect((await english.json()).fields.name).toBe('Your profile name must be different from your e-mail address');
  });

  test('a failed login puts focus on the first field with an error, not on the button', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Wachtwoord').fill('secret123');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    const email = page.getByLabel('E-mailadres');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveClass(/is-invalid/);
    await expect(page.getByLabel('Wachtwoord')).toHaveClass(/is-valid/);
  });

  test('the sign-up form keeps what was typed when Escape closes it, but not the password', async ({ page }) => {
    await page.goto('/');
    let form = await openSignup(page);
    await form.getByLabel('Profielnaam').fill('Marloes');
    await form.getByLabel('E-mailadres').fill('marloes@example.com');
    await form.getByLabel('Wachtwoord', { exact: true }).fill('secret123');
    await form.getByLabel('Jaar').selectOption('1991');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    form = await openSignup(page);
    await expect(form.getByLabel('Profielnaam')).toHaveValue('Marloes');
    await expect(form.getByLabel('E-mailadres')).toHaveValue('marloes@example.com');
    await expect(form.getByLabel('Jaar')).toHaveValue('1991');
    await expect(form.getByLabel('Wachtwoord', { exact: true })).toHaveValue('');
    const stored = await page.evaluate(() => sessionStorage.getItem('signup-draft') ?? '');
    expect(stored).not.toContain('secret123');
  });

  test('a reload during the profile steps opens the sign-up again at the same step', async ({ page }) => {
    await page.goto('/');
    const form = await openSignup(page);
    await fillAccountStep(form, newMember());
    await expect(stepProgress(form, 1)).toBeVisible();
    await form.getByRole('button', { name: 'Overslaan' }).click();
    await expect(stepProgress(form, 2)).toBeVisible();

    await page.reload();
    const dialog = page.getByRole('dialog');
    await expect(stepProgress(dialog, 2)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Waar woon je?' })).toBeVisible();
  });
});

test.describe('the age gate', () => {
  test.use({ ...DESKTOP, adultConfirmed: false });

  test('keeps Tab and Shift+Tab inside, then gives focus back to the page', async ({ page }) => {
    await page.goto('/');
    const gate = page.getByRole('dialog', { name: 'Je bezoekt een site voor volwassenen' });
    await expect(gate).toBeVisible();
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInsideDialog(page), `after Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInsideDialog(page), `after Shift+Tab ${i + 1}`).toBe(true);
    }
    await gate.getByRole('button', { name: 'Ik ben 18+, ga verder' }).click();
    await expect(gate).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();
  });

  test('is in the page before any script runs, and a visitor who confirmed gets pages without it', async ({ page, browser, baseURL }) => {
    // The page as the server sends it: no script has run.
    const withoutScripts = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const first = await withoutScripts.newPage();
    await first.goto('/');
    await expect(first.getByRole('dialog', { name: 'Je bezoekt een site voor volwassenen' })).toBeVisible();
    // The lander's own warning (NL and DE), with the same one answer.
    await first.goto('/landers/gallery');
    await expect(first.getByRole('dialog')).toBeVisible();

    await page.goto('/');
    await page.getByRole('button', { name: 'Ik ben 18+, ga verder' }).click();
    const confirmation = (await page.context().cookies()).filter((c) => c.name === 'site_entry_dismissed_at');
    expect(confirmation).toHaveLength(1);
    await withoutScripts.addCookies(confirmation);
    await first.goto('/landers/gallery');
    await expect(first.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(first.getByRole('dialog')).toHaveCount(0);
    await withoutScripts.close();
  });
});

test.describe('on a 360 px phone', () => {
  test.use(SMALL_PHONE);

  test('the age filters of the search show their whole text', async ({ page, member }) => {
    void member;
    await page.goto('/members');
    await page.getByRole('button', { name: 'Filters' }).click();
    for (const label of ['Vanaf leeftijd', 'Tot leeftijd']) {
      const select = page.getByLabel(label);
      await expect(select).toBeVisible();
      const fits = await select.evaluate((el: HTMLSelectElement) => {
        const label = el.ownerDocument.querySelector(`label[for="${el.id}"]`) as HTMLElement;
        // The chosen option's text measured in the select's own font, against the room it has.
        const style = getComputedStyle(el);
        const canvas = document.createElement('canvas').getContext('2d')!;
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = canvas.measureText(el.selectedOptions[0].text).width;
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { label: label.scrollWidth <= label.clientWidth, option: text <= room, text: el.selectedOptions[0].text };
      });
      expect(fits, label).toEqual({ label: true, option: true, text: 'Geen voorkeur' });
    }
  });

  test('the save bar of /profile never covers the heading scrolled to', async ({ page, member }) => {
    await page.goto('/profile');
    await expect(page.getByLabel('Profielnaam')).toHaveValue(member.name);
    const heading = page.getByRole('heading', { name: 'Uiterlijk' });
    const bar = page.getByRole('button', { name: 'Opslaan' }).locator('..');
    await heading.scrollIntoViewIfNeeded();
    expect(await overlap(heading, bar)).toBe(false);
    // The worst case: the heading at the very bottom edge, where the bar sits.
    await heading.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await expect(heading).toBeInViewport();
    expect(await overlap(heading, bar)).toBe(false);
  });

  test('two banners take one line each and open and fold on demand', async ({ page, member }) => {
    void member;
    await page.goto('/members');
    const unconfirmed = page.getByRole('alert').filter({ hasText: 'Bevestig je e-mailadres' });
    const photo = page.getByRole('alert').filter({ hasText: 'Voeg een profielfoto toe' });
    for (const banner of [unconfirmed, photo]) {
      await expect(banner).toBeVisible();
      expect((await banner.boundingBox())!.height).toBeLessThan(60);
    }
    await expect(photo.getByText('Leden met een foto krijgen veel meer reacties en likes.')).toBeHidden();

    await photo.getByRole('button', { name: 'Meer tonen' }).click();
    await expect(photo.getByText('Leden met een foto krijgen veel meer reacties en likes.')).toBeVisible();
    await expect(photo.getByRole('link', { name: 'Foto toevoegen' })).toBeVisible();

    // Kept for the visit: the next page shows it the way the member left it.
    await page.reload();
    await expect(photo.getByText('Leden met een foto krijgen veel meer reacties en likes.')).toBeVisible();
    await photo.getByRole('button', { name: 'Minder tonen' }).click();
    await expect(photo.getByText('Leden met een foto krijgen veel meer reacties en likes.')).toBeHidden();
    expect((await photo.boundingBox())!.height).toBeLessThan(60);
  });

  test('a reload on the sign-up page during the profile steps carries on there', async ({ page }) => {
    await page.goto('/');
    const form = await openSignup(page);
    await fillAccountStep(form, newMember());
    await expect(stepProgress(form, 1)).toBeVisible();
    await form.getByRole('button', { name: 'Overslaan' }).click();
    await expect(stepProgress(form, 2)).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(stepProgress(page.getByRole('main'), 2)).toBeVisible();
  });
});

async function cookieHeader(page: Page): Promise<string> {
  return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
}
