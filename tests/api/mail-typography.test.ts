import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { sendTemplateMail } from '@/server/services/mail/send-mail';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const plainTextOf = async (to: string, locale: 'fr' | 'en') => {
  await sendTemplateMail({ mailer: t.container.mailer, siteName: 'Amora' }, to, locale, 'activation', { name: 'Anna', link: 'https://amora.example/activate' });
  return t.mail.mails.find((m) => m.to === to)?.text ?? '';
};

describe('the plain-text part of a mail', () => {
  it('puts a no-break space before the colon and the ! ? of a French mail', async () => {
    const text = await plainTextOf('anne@example.com', 'fr');
    expect(text).toContain('Confirme ton adresse e-mail\u00A0: https://amora.example/activate');
    expect(text).toContain('bienvenue sur Amora\u202F!');
    expect(text).toContain('Tu n’as pas créé de compte\u202F?');
  });

  it('keeps the colon right after the label in an English mail', async () => {
    const text = await plainTextOf('ann@example.com', 'en');
    expect(text).toContain('Confirm your e-mail address: https://amora.example/activate');
  });
});
