import { expect, mailedLink, mailedTo, signUpViaApi, test, uniqueEmail } from './fixtures';
import { e2eStaff, nextCode, staffLoggedIn } from './staff-login';

// DSA art. 16 and 17: a visitor's notice about a profile is decided by a moderator, and the member
// gets a statement of reasons by mail, with the reason and a link to appeal without logging in.

test('a visitor’s notice decided into a suspension with the member’s statement of reasons mailed', async ({ browser, baseURL, page, request }) => {
  // Three browsers (visitor, moderator, the member's appeal link) and a staff login: more than one page's work.
  test.slow();
  const member = await signUpViaApi(request);
  expect((await request.get(await mailedLink(member.email))).ok()).toBe(true);
  const memberId = (await (await request.get('/api/user.php')).json()).user.id as number;

  // The visitor's notice on /complaints.
  const notifier = uniqueEmail('notice');
  await page.goto('/complaints');
  await page.getByRole('button', { name: 'Melding versturen' }).click();
  await page.getByLabel('Waar gaat het om?').selectOption('profile');
  await page.getByLabel('Waar staat het?').fill(`/members/${memberId}`);
  await page.getByLabel('Waarom moeten we ernaar kijken?').selectOption('harassment');
  await page.getByLabel('Wat is er mis?').fill('Stuurt me dreigende berichten.');
  await page.getByLabel('Je e-mailadres').fill(notifier);
  await page.getByRole('button', { name: 'Melding versturen' }).click();
  const reference = (await page.getByTestId('complaint-reference').textContent()) ?? '';
  expect(reference).toMatch(/^N-/);

  // The moderator decides it into a 7-day suspension.
  const moderator = e2eStaff('moderator');
  const staff = await staffLoggedIn(browser, baseURL, moderator, '/staff/moderation');
  const item = staff.getByRole('listitem').filter({ hasText: reference });
  await expect(item.getByText('Stuurt me dreigende berichten.')).toBeVisible();
  await item.getByRole('button', { name: 'Schorsen', exact: true }).click();
  await expect(item.getByLabel('Dagen')).toHaveValue('7');
  await item.getByLabel('Reden').fill('Je hebt een lid herhaaldelijk bedreigd.');
  await item.getByRole('button', { name: 'Lid schorsen' }).click();

  // A suspension asks for a recent code: given at the login just now, or asked for here.
  const done = staff.getByRole('alert').filter({ hasText: /Besluit D-[0-9A-Z]{10} is van kracht/ });
  const codeDialog = staff.getByRole('dialog', { name: 'Bevestig dat jij het bent' });
  await expect(done.or(codeDialog)).toBeVisible();
  if (await codeDialog.isVisible()) {
    await codeDialog.getByLabel('Code uit je authenticator-app').fill(await nextCode(moderator.secret));
    await codeDialog.getByRole('button', { name: 'Bevestigen' }).click();
  }
  await expect(done).toBeVisible();
  const decision = (await done.textContent())?.match(/D-[0-9A-Z]{10}/)?.[0] ?? '';
  await expect(staff.getByRole('listitem').filter({ hasText: reference })).toHaveCount(0);

  // The member's statement of reasons: the decision, the reason and the appeal link.
  const statement = await mailedTo(member.email, '/decisions');
  expect(statement.text).toContain(`Ons besluit over je account`);
  expect(statement.text).toContain(decision);
  expect(statement.text).toContain('je account is geschorst tot');
  expect(statement.text).toContain('Waarom: Je hebt een lid herhaaldelijk bedreigd.');
  const appealLink = statement.text.match(/https?:\/\/\S+\/decisions\/appeal\?ref=D-[0-9A-Z]{10}&token=[\w-]+/)?.[0] ?? '';
  expect(appealLink).not.toBe('');

  // The link works without logging in, as a suspended member cannot (here in the visitor's browser,
  // which past the site's entry popup and hydrated like every story's page).
  const visitor = page;
  await visitor.goto(appealLink.replace(/^https?:\/\/[^/]+/, ''));
  await expect(visitor.getByRole('heading', { level: 1, name: `Bezwaar tegen besluit ${decision}` })).toBeVisible();
  await visitor.getByLabel('Je bezwaar').fill('Het was een grap tussen vrienden.');
  await visitor.getByRole('button', { name: 'Bezwaar versturen' }).click();
  await expect(visitor.getByText('We hebben je bezwaar ontvangen.')).toBeVisible();
});
