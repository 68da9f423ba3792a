import type { CaughtMail } from '../fixtures/mail-catcher';

/** The subject as the member reads it: RFC 2047 encoded words (=?UTF-8?Q?…?=, =?UTF-8?B?…?=) decoded. */
export function subjectOf(mail: CaughtMail | undefined): string | undefined {
  if (!mail) return undefined;
  return mail.subject.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) => {
    if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
    const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes);
  });
}

/** A header of the mail as a mail program reads it: folded lines joined. */
export function headerOf(mail: CaughtMail | undefined, name: string): string | undefined {
  const head = mail?.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n(?=[ \t])/g, '');
  return head
    ?.split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();
}
