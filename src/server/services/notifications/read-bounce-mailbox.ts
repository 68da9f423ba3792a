import 'server-only';
import { mkdir, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client';
import { applyReportMessage } from './apply-mail-event';

export const BOUNCE_MAILBOX_JOB = 'read-bounce-mailbox';

export type MailboxResult = { done: number; failed: number };

// Another instance (or a previous run) may have moved the file already.
const isGone = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

async function moveTo(dir: string, sub: 'done' | 'failed', file: string): Promise<void> {
  await mkdir(path.join(dir, sub), { recursive: true });
  await rename(path.join(dir, file), path.join(dir, sub, file));
}

/**
 * The periodic job: every .eml in the bounce mailbox (raw DSN and ARF messages the MTA delivers
 * there) is applied, then moved to done/, or to failed/ when it is not a report we can read. A
 * database error leaves the file where it is for the next run. A missing mailbox is no error.
 */
export async function readBounceMailbox(db: Db, dir: string): Promise<MailboxResult> {
  const result: MailboxResult = { done: 0, failed: 0 };
  const entries = await readdir(dir, { withFileTypes: true }).catch((err: unknown) => (isGone(err) ? [] : Promise.reject(err)));
  for (const entry of entries.filter((e) => e.isFile() && e.name.endsWith('.eml')).sort((a, b) => a.name.localeCompare(b.name))) {
    let raw: string;
    try {
      raw = await readFile(path.join(dir, entry.name), 'utf8');
    } catch (err) {
      if (isGone(err)) continue;
      throw err;
    }
    const { report } = await applyReportMessage(db, raw);
    try {
      await moveTo(dir, report ? 'done' : 'failed', entry.name);
      result[report ? 'done' : 'failed'] += 1;
    } catch (err) {
      if (!isGone(err)) throw err;
    }
  }
  return result;
}
