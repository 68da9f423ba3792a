import 'server-only';

export type StoredFile = { key: string; modifiedAt: Date };

/** Where photos live: local disk in embedded mode, S3-compatible storage at scale (roadmap 7). */
export interface PhotoStorage {
  /** Writes the whole file and resolves only once it is durable (flushed to disk). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /**
   * Renames `from` to `to`, atomically on disk. Resolves too when `from` is already gone and `to`
   * exists, so two processes finishing the same rename both succeed.
   */
  move(from: string, to: string): Promise<void>;
  /** Every stored file, for the sweep that removes what no photo row points to. */
  list(): Promise<StoredFile[]>;
}
