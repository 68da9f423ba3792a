import 'server-only';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '../../env';

// Archives live apart from the photo storage: its sweep removes every file no photo row points to.
const SAFE_NAME = /^export-[a-z0-9-]+\.zip$/;

export const exportsDir = () => path.join(dataDir, 'exports');

export async function writeExportFile(name: string, data: Uint8Array): Promise<void> {
  await mkdir(exportsDir(), { recursive: true });
  await writeFile(path.join(exportsDir(), name), data);
}

export async function readExportFile(name: string): Promise<Buffer | null> {
  if (!SAFE_NAME.test(name)) return null;
  return readFile(path.join(exportsDir(), name)).catch(() => null);
}

export async function removeExportFile(name: string | null): Promise<void> {
  if (name && SAFE_NAME.test(name)) await rm(path.join(exportsDir(), name), { force: true });
}
