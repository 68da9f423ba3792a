/** GET and POST /api/export.php: where the member's copy of their data stands. */
export type ExportStatusDto = {
  status: 'none' | 'pending' | 'ready';
  requested_at: string | null;
  /** A signed link, valid for 30 to 60 minutes; ask again for a fresh one. */
  download_url?: string;
  /** When the archive is deleted (a week after it was built). */
  expires_at?: string;
};
