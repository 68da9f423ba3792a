import 'server-only';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PhotoStorage } from './storage';

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*$/i;

/** Photos as files under DATA_DIR/uploads; keys are generated names, never user input. */
export function createLocalStorage(root: string): PhotoStorage {
  const fileFor = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      await mkdir(root, { recursive: true });
      await writeFile(fileFor(key), data);
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
  };
}
