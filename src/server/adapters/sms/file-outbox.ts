import 'server-only';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { SmsSender } from './sms-sender';

/** One message as the outbox stores it. */
export type OutboxSms = { to: string; text: string; created_at: string };

/**
 * The embedded SMS sender: each message a JSON file in `dir`. The log names the file only: the text
 * carries a one-time code and the number is personal data, so the operator opens the file to read it.
 */
export function createFileOutbox(dir: string, log: (line: string) => void): SmsSender {
  let sent = 0;
  return {
    async send(to, text) {
      await mkdir(dir, { recursive: true });
      const created = new Date();
      sent += 1;
      // Time and a counter first, so the names sort in the order the messages were sent.
      const file = path.join(dir, `${created.getTime()}-${String(sent).padStart(6, '0')}-${randomBytes(4).toString('hex')}.json`);
      const sms: OutboxSms = { to, text, created_at: created.toISOString() };
      await writeFile(file, `${JSON.stringify(sms, null, 2)}\n`);
      log(`sms written to ${file}`);
    },
  };
}

/** The messages in an outbox folder, oldest first (for the operator's tools and the tests). */
export async function readOutbox(dir: string): Promise<OutboxSms[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxSms));
}
