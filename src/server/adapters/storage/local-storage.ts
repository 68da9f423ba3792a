import 'server-only';
import { mkdir, open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PhotoStorage, StoredFile } from './storage';

// Generated names only; a leading dot is allowed for the temporary names of files not yet committed.
const SAFE_KEY = /^\.?[a-z0-9][a-z0-9._-]*$/i;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Flushes a file or a folder entry to disk, so a crash cannot leave it empty or half renamed. */
async function fsyncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function writeDurably(file: string, data: Buffer): Promise<void> {
  const handle = await open(file, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function listFiles(root: string): Promise<StoredFile[]> {
  const names = await readdir(root).catch((error: unknown) => {
    if (isMissing(error)) return [] as string[];
    throw error;
  });
  const files = await Promise.all(
    names.map(async (key) => {
      const info = await stat(path.join(root, key)).catch(() => null);
      return info?.isFile() ? { key, modifiedAt: info.mtime } : null;
    }),
  );
  return files.filter((file): file is StoredFile => file !== null);
}

/** Photos as files under DATA_DIR/uploads; keys are generated names, never user input. */
export function createLocalStorage(root: string): PhotoStorage {
  const fileFor = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      await mkdir(root, { recursive: true });
      await writeDurably(fileFor(key), data);
    },
    async get(key) {
      try {
        return await readFile(fileFor(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(fileFor(key), { force: true });
    },
    async move(from, to) {
      try {
        await rename(fileFor(from), fileFor(to));
      } catch (error) {
        if (!isMissing(error) || !(await stat(fileFor(to)).catch(() => null))) throw error;
      }
      await fsyncPath(root);
    },
    list: () => listFiles(root),
  };
}
