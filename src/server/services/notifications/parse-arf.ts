/**
 * Reads an abuse feedback report (ARF, RFC 5965): a multipart/report with report-type
 * feedback-report, sent by a mailbox provider when a member marks our mail as spam. Returns the
 * addresses the reported mail went to: the report's Original-Rcpt-To fields, or else the To header
 * of the returned original. Anything that is not such a report gives null.
 */
export function complainedRecipients(raw: string): string[] | null {
  const text = raw.replace(/\r\n/g, '\n');
  if (!/content-type:\s*multipart\/report/i.test(text) || !/report-type="?feedback-report/i.test(text)) return null;
  const unfolded = text.replace(/\n[ \t]+/g, ' ');
  const found = new Set<string>();
  for (const match of unfolded.matchAll(/^original-rcpt-to:\s*(.+)$/gim)) found.add(clean(match[1]));
  if (found.size === 0) {
    // The original message (message/rfc822 or text/rfc822-headers) follows the report part.
    const original = /content-type:\s*(?:message\/rfc822|text\/rfc822-headers)[^\n]*\n([\s\S]*)/i.exec(unfolded)?.[1] ?? '';
    const to = /^to:\s*(.+)$/im.exec(original)?.[1];
    for (const address of to?.match(/[^\s<>,;"]+@[^\s<>,;"]+/g) ?? []) found.add(address.toLowerCase());
  }
  return [...found].filter((address) => address.includes('@'));
}

const clean = (value: string) => value.trim().replace(/^<|>$/g, '').toLowerCase();
