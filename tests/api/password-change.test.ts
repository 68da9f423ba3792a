import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember, loginAs } from '../factories/accounts';
import { errorOf } from '../factories/http';
import { subjectOf } from '../factories/mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Zomeravond!42';
const change = (member: { password: string }, overrides: Record<string, string> = {}) => ({
  old_password: member.password,
  password: NEW_PASSWORD,
  password_repeat: NEW_PASSWORD,
  ...overrides,
});

describe('PUT /api/password.php', () => {
  it('sets the new password: the old one no longer logs in, the new one does', async () => {
    const member = await loggedInMember(t);
    const res = await member.agent.put('/api/password.php', change(member));
    expect(res.status).toBe(200);
    expect((await t.agent().post('/api/user.php', { email: member.email, password: member.password })).status).not.toBe(200);
    await loginAs(t, { email: member.email, password: NEW_PASSWORD });
  });

  it('ends every other session of the member and keeps the current one', async () => {
    const member = await loggedInMember(t);
    const phone = await loginAs(t, member);
    expect((await phone.get('/api/user.php')).status).toBe(200);
    expect((await member.agent.put('/api/password.php', change(member))).status).toBe(200);
    expect((await phone.get('/api/user.php')).status).toBe(403);
    expect((await member.agent.get('/api/user.php')).status).toBe(200);
  });

  it('mails the member that the password changed, in Dutch', async () => {
    const member = await loggedInMember(t, { name: 'Fenna' });
    await member.agent.put('/api/password.php', change(member));
    const mail = t.mail.mails.findLast((m) => m.to === member.email);
    expect(subjectOf(mail)).toBe('Je wachtwoord bij Amora is gewijzigd');
    expect(mail?.text).toContain('Hoi Fenna, het wachtwoord van je account bij Amora is zojuist gewijzigd.');
  });

  it('mails a member in the language they chose', async () => {
    const member = await loggedInMember(t, { user: { language: 'en' } });
    await member.agent.put('/api/password.php', change(member));
    expect(subjectOf(t.mail.mails.findLast((m) => m.to === member.email))).toBe('Your password at Amora has been changed');
  });

  it("says 'Controleer je oude wachtwoord.' for a wrong current password and changes nothing", async () => {
    const member = await loggedInMember(t);
    const mails = t.mail.mails.length;
    const res = await member.agent.put('/api/password.php', change(member, { old_password: 'not-my-password' }));
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ old_password: 'Controleer je oude wachtwoord.' });
    expect(t.mail.mails).toHaveLength(mails);
    await loginAs(t, member);
  });

  it("says 'De opgegeven wachtwoorden zijn niet gelijk.' when the repeat differs", async () => {
    const member = await loggedInMember(t);
    const res = await member.agent.put('/api/password.php', change(member, { password_repeat: 'Zomeravond!43' }));
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ password_repeat: 'De opgegeven wachtwoorden zijn niet gelijk.' });
  });

  it('keeps the password rules of signup: 8 characters and not a common password', async () => {
    const member = await loggedInMember(t);
    const short = await member.agent.put('/api/password.php', change(member, { password: 'kort', password_repeat: 'kort' }));
    expect((await errorOf(short)).fields).toEqual({ password: 'Je wachtwoord moet minstens 8 tekens lang zijn.' });
    const common = await member.agent.put('/api/password.php', change(member, { password: 'password123', password_repeat: 'password123' }));
    expect((await errorOf(common)).fields?.password).toBe('Dit wachtwoord wordt te vaak gebruikt. Kies een wachtwoord dat moeilijker te raden is.');
  });

  it('answers in English to a member who chose English', async () => {
    const member = await loggedInMember(t, { user: { language: 'en' } });
    const res = await member.agent.put('/api/password.php', change(member, { old_password: 'wrong-one' }));
    expect((await errorOf(res)).fields).toEqual({ old_password: 'Check your current password.' });
  });

  it('refuses a visitor with 403 authentication_required', async () => {
    const res = await t.agent().put('/api/password.php', { old_password: 'x', password: NEW_PASSWORD, password_repeat: NEW_PASSWORD });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
  });

  it('holds off guessing the current password with 429 after 10 tries an hour', async () => {
    const member = await loggedInMember(t);
    for (let i = 0; i < 10; i++) {
      expect((await member.agent.put('/api/password.php', change(member, { old_password: `guess-${i}` }))).status).toBe(422);
    }
    expect((await member.agent.put('/api/password.php', change(member))).status).toBe(429);
  });
});
