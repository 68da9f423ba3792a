import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedRecipients } from '@/server/services/notifications/parse-dsn';

const sample = readFileSync(path.join(__dirname, '../../fixtures/mail/bounce-dsn.eml'), 'utf8');

describe('failedRecipients', () => {
  it('reads the address whose delivery failed from a DSN, not the delayed one', () => {
    expect(failedRecipients(sample)).toEqual(['gone.member@example.org']);
  });

  it('reads CRLF line endings the same', () => {
    expect(failedRecipients(sample.replace(/\n/g, '\r\n'))).toEqual(['gone.member@example.org']);
  });

  it('finds nothing in a mail that is not a delivery report', () => {
    const reply = 'From: someone@example.org\nSubject: Re: Nieuw bericht\nContent-Type: text/plain\n\nFinal-Recipient: rfc822; x@example.org\nAction: failed\n';
    expect(failedRecipients(reply)).toEqual([]);
  });

  it('finds nothing when every recipient was only delayed', () => {
    expect(failedRecipients(sample.replace('Action: failed', 'Action: delayed'))).toEqual([]);
  });
});
