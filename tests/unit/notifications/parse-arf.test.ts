import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { complainedRecipients } from '@/server/services/notifications/parse-arf';

const sample = readFileSync(path.join(__dirname, '../../fixtures/mail/spam-complaint-arf.eml'), 'utf8');

describe('complainedRecipients', () => {
  it('reads the recipient of the reported mail from its returned headers', () => {
    expect(complainedRecipients(sample)).toEqual(['complained.member@example.org']);
    expect(complainedRecipients(sample.replace(/\n/g, '\r\n'))).toEqual(['complained.member@example.org']);
  });

  it('prefers the report’s Original-Rcpt-To', () => {
    const withField = sample.replace('Version: 1\n', 'Version: 1\nOriginal-Rcpt-To: <Real.Member@Example.org>\n');
    expect(complainedRecipients(withField)).toEqual(['real.member@example.org']);
  });

  it('is no report for a delivery status notification or an ordinary mail', () => {
    const dsn = readFileSync(path.join(__dirname, '../../fixtures/mail/bounce-dsn.eml'), 'utf8');
    expect(complainedRecipients(dsn)).toBeNull();
    expect(complainedRecipients('From: a@example.org\nTo: b@example.org\nSubject: Hi\n\nHello\n')).toBeNull();
  });
});
