import { randomBytes } from 'node:crypto';

export type PhotoFileNames = { filename: string; thumbFilename: string };

/** Names the public media route serves; private files never match it. */
export const PUBLIC_PHOTO_FILE = /^[a-f0-9]{32}(_t)?\.jpg$/;
export const PRIVATE_PHOTO_FILE = /^private-[a-f0-9]{32}(_t)?\.jpg$/;

/**
 * Fresh random names (128 bits) for a photo's two files, so an address cannot be guessed. Private
 * photos get names the public route refuses, and every change of privacy gets new names, so an
 * address handed out before the change stops working.
 */
export function newPhotoNames(isPrivate: boolean): PhotoFileNames {
  const base = `${isPrivate ? 'private-' : ''}${randomBytes(16).toString('hex')}`;
  return { filename: `${base}.jpg`, thumbFilename: `${base}_t.jpg` };
}
