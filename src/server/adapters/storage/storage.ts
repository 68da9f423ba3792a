import 'server-only';

/** Where photos live: local disk in embedded mode, S3-compatible storage at scale (roadmap 7). */
export interface PhotoStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}
