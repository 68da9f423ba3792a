import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { expect, signUpViaApi, test, type Page } from './fixtures';

// §3 SDD form, §5 'Code ongeldig' and the mandate checkbox: a member pays a package by direct debit
// with the code the SMS brought (the embedded SMS adapter writes each SMS to DATA_DIR/sms).

const smsDir = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data', 'sms');

/** The 6-digit code in the newest SMS to this number (SMS leave with the request; poll briefly for the file). */
async function codeTextedTo(phone: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = existsSync(smsDir)
      ? readdirSync(smsDir)
          .filter((f) => f.endsWith('.json'))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const sms = JSON.parse(readFileSync(path.join(smsDir, file), 'utf8')) as { to: string; text: string };
      if (sms.to === phone) return sms.text.match(/\b\d{6}\b/)![0];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS to ${phone} in ${smsDir}`);
}

/** The cheapest regular package of the member's payment country, as /credits lists it. */
async function aPackage(page: Page): Promise<number> {
  const res = await page.request.get('/api/packages.php');
  expect(res.status(), await res.text()).toBe(200);
  const { packages } = (await res.json()) as { packages: { id: number; is_intro: boolean }[] };
  return packages.find((p) => !p.is_intro)!.id;
}

test('a member pays a package by direct debit with the code from the SMS', async ({ page }) => {
  await signUpViaApi(page.request);
  // A mobile number (061…): codes go to mobile numbers only, and each run texts a number of its own.
  const national = `061${String(randomInt(0, 1e7)).padStart(7, '0')}`;
  const phone = `+316${national.slice(2)}`;
  await page.goto(`/directdebit?package=${await aPackage(page)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Betalen met automatische incasso' })).toBeVisible();

  await page.getByLabel('Naam rekeninghouder').fill('J. de Vries');
  const iban = page.getByLabel('IBAN');
  await iban.fill('nl91abna0417164301');
  await expect(page.getByText('Dit IBAN is ongeldig. Controleer het rekeningnummer.')).toBeVisible();
  await expect(page.getByText('Geldig IBAN')).toBeHidden();
  await iban.fill('nl91abna0417164300');
  await expect(iban).toHaveValue('NL91 ABNA 0417 1643 00');
  await expect(page.getByText('Geldig IBAN')).toBeVisible();
  await page.getByLabel('Straat').fill('Damrak');
  await page.getByLabel('Huisnummer').fill('1');
  await page.getByLabel('Postcode').fill('1012 LG');
  await page.getByLabel('Plaats').fill('Amsterdam');
  await page.getByLabel('Mobiel nummer').fill(national);

  // §5: the mandate checkbox is required.
  await page.getByRole('button', { name: 'Code versturen' }).click();
  await expect(page.getByText('Geef toestemming voor de automatische incasso om verder te gaan.')).toBeVisible();
  await page.getByRole('checkbox', { name: /toestemming voor deze automatische incasso/ }).check();
  await page.getByRole('button', { name: 'Code versturen' }).click();
  await expect(page.getByText(`We hebben een code gestuurd naar +31 6 •••• ${national.slice(-4)}.`)).toBeVisible();

  const code = await codeTextedTo(phone);
  const otp = page.getByLabel('Code uit de sms');
  await expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
  await otp.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Bevestigen en betalen' }).click();
  await expect(page.getByText('Code ongeldig')).toBeVisible();

  await otp.fill(code);
  await page.getByRole('button', { name: 'Bevestigen en betalen' }).click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
});
