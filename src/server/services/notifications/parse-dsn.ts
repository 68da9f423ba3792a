/**
 * Reads a delivery status notification (RFC 3464): a multipart/report mail whose
 * message/delivery-status part lists per recipient a Final-Recipient and an Action. Returns the
 * addresses whose delivery failed for good; anything else (delayed, relayed, not a DSN) gives none.
 */
export function failedRecipients(raw: string): string[] {
  const text = raw.replace(/\r\n/g, '\n');
  if (!/content-type:\s*multipart\/report/i.test(text) || !/report-type="?delivery-status/i.test(text)) return [];
  const part = deliveryStatusPart(text);
  if (!part) return [];
  const failed = new Set<string>();
  // Per-recipient fields come in blocks separated by blank lines (the first block is per message).
  for (const block of unfold(part).split(/\n\s*\n/)) {
    const recipient = /^final-recipient:\s*[^;]*;\s*(.+)$/im.exec(block)?.[1].trim().replace(/^<|>$/g, '');
    const action = /^action:\s*(\S+)/im.exec(block)?.[1].toLowerCase();
    if (recipient && action === 'failed') failed.add(recipient.toLowerCase());
  }
  return [...failed];
}

// The body of the part declared message/delivery-status, up to the next boundary.
function deliveryStatusPart(text: string): string | null {
  const start = /content-type:\s*message\/delivery-status[^\n]*\n(?:[ \t][^\n]*\n)*(?:[^\n]+\n)*?\n/i.exec(text);
  if (!start) return null;
  const body = text.slice(start.index + start[0].length);
  const end = body.search(/^--/m);
  return end === -1 ? body : body.slice(0, end);
}

// Header continuation lines (starting with white space) belong to the line before.
const unfold = (text: string) => text.replace(/\n[ \t]+/g, ' ');
