import { randomBytes } from 'node:crypto';
import type { MessagePhoto } from '../../db/schema';

/**
 * Message photo files are named after their message's (sender, nonce), the unique key of
 * `messages`: the photo sweep finds the row of a file through that index, and a random part keeps
 * two racing retries of one send from writing the same file. Neither media route serves these
 * names; only GET /api/message-photo.php does, for the two members.
 */
const MESSAGE_PHOTO_FILE = /^message-(\d+)-([a-f0-9]{32})-[a-f0-9]{16}(_t)?\.jpg$/;

export function newMessagePhotoNames(senderId: number, nonce: string): Pick<MessagePhoto, 'filename' | 'thumb_filename'> {
  const base = `message-${senderId}-${nonce.replace(/-/g, '').toLowerCase()}-${randomBytes(8).toString('hex')}`;
  return { filename: `${base}.jpg`, thumb_filename: `${base}_t.jpg` };
}

/** The (sender, nonce) a message photo file belongs to, or null for any other file. */
export function messagePhotoKey(file: string): { senderId: number; nonce: string } | null {
  const match = MESSAGE_PHOTO_FILE.exec(file);
  if (!match) return null;
  const hex = match[2];
  const nonce = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { senderId: Number(match[1]), nonce };
}
