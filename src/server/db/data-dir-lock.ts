import 'server-only';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import path from 'node:path';

/** Thrown when another live process holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: string,
  ) {
    super(
      `The data directory ${dir} is in use by another process (${holder}). ` +
        'Stop that server first, or give this one its own DATA_DIR. Nothing was changed.',
    );
  }
}

type Holder = { pid: number; host: string; since: string; purpose: string };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): Holder | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    return null;
  }
}

/**
 * A lock left on this host by a process that died (kill -9, power loss) may be taken over; one
 * naming our own pid is a previous life of this process id (a restarted container).
 */
function isStale(holder: Holder | null): boolean {
  return !holder || (holder.host === hostname() && (holder.pid === process.pid || !isAlive(holder.pid)));
}

function tryCreate(file: string, holder: Holder): boolean {
  // Write the content first, then hard-link it into place: link() fails atomically when the lock
  // exists, so two starters can never both believe they hold it.
  const temp = `${file}.${randomBytes(6).toString('hex')}`;
  writeFileSync(temp, JSON.stringify(holder));
  try {
    linkSync(temp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    rmSync(temp, { force: true });
  }
}

function removeStale(file: string): void {
  // Rename first so a racing process that already replaced the stale lock is never deleted by us.
  const aside = `${file}.stale-${randomBytes(6).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch {
    return;
  }
  const moved = readHolder(aside);
  if (isStale(moved)) rmSync(aside, { force: true });
  else renameSync(aside, file);
}

/**
 * Takes the exclusive lock on an embedded data directory (PGlite allows one process per folder;
 * a second one corrupts it). Returns the release function; throws DataDirLockedError when a live
 * process holds it.
 */
export function lockDataDir(dir: string, purpose: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, '.lock');
  const holder: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString(), purpose };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(file, holder)) {
      return () => {
        if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
      };
    }
    const current = readHolder(file);
    if (!isStale(current)) {
      throw new DataDirLockedError(dir, current ? `pid ${current.pid} on ${current.host}, ${current.purpose} since ${current.since}` : 'unknown');
    }
    removeStale(file);
  }
  throw new DataDirLockedError(dir, 'could not take the lock after 3 attempts');
}
