import 'server-only';
import type { PhotoStorage } from '../../adapters/storage/storage';

/**
 * Archives live in the photo storage, so every instance reads what the job of another wrote. Their
 * names never match the public media route; the photo sweep keeps a file while an export row names it
 * and removes it once the row is gone (expired and purged, or the account deleted).
 */
export const EXPORT_FILE = /^export-[a-f0-9-]{36}\.zip$/;

export async function writeExportFile(storage: PhotoStorage, name: string, data: Uint8Array): Promise<void> {
  await storage.put(name, Buffer.from(data.buffer, data.byteOffset, data.byteLength), 'application/zip');
}
