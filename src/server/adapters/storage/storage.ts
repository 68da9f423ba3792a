import 'server-only';

export type StoredFile = { key: string; modifiedAt: Date };

/** How long a signed link to a private file at the store stays valid (presigned GET). */
export const SIGNED_LINK_SECONDS = 5 * 60;

export type SignedLinkOptions = {
  now: Date;
  /** Opens the file as a download under this name (Content-Disposition: attachment). */
  downloadAs?: string;
};

/**
 * Addresses at which a browser loads files straight from the store (S3 and its CDN), so no instance
 * carries the bytes. A storage without them (local disk) is served by the app's own media routes.
 */
export interface DirectLinks {
  /**
   * The public address of a public file (a photo variant, a logo) under the site's CDN prefix, or the
   * bucket's own; null for any other name, which has no address that works without a signature.
   */
  publicUrl(key: string, cdnPrefix: string): string | null;
  /**
   * A short-lived signed address of a file (SIGNED_LINK_SECONDS), for the caller to hand out only after
   * its own access check; null when there is no such file.
   */
  signedUrl(key: string, options: SignedLinkOptions): Promise<string | null>;
}

/** Where photos, chat photos, logos and data exports live: local disk in embedded mode, S3-compatible storage at scale. */
export interface PhotoStorage {
  /** Writes the whole file and resolves only once it is durable (flushed to disk, or stored by S3). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /**
   * Renames `from` to `to` (atomically on disk; copy then delete on S3). Resolves too when `from` is
   * already gone and `to` exists, so two processes finishing the same rename both succeed.
   */
  move(from: string, to: string): Promise<void>;
  /** Every stored file, for the sweep that removes what no photo row points to. */
  list(): Promise<StoredFile[]>;
  /** Present when browsers load files from the store itself (S3); absent on disk. */
  readonly links?: DirectLinks;
}
