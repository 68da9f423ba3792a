import 'server-only';

/** Where a runner reports failures: the process log in the server, nothing in tests. */
export type JobLog = {
  info: (line: string) => void;
  error: (line: string) => void;
  /** Counts a failed attempt (the metrics); `final` when no retry is left. */
  failed?: (job: string, final: boolean) => void;
};

/**
 * An error as one log line without personal data or secrets: a failed mail's error names the
 * recipient, and a link in a message may carry a token, so addresses and URLs are masked.
 */
export function describeJobError(err: unknown): string {
  // pg-boss reports some failures as plain objects with a message.
  const message = typeof err === 'object' && err !== null && 'message' in err ? String(err.message) : String(err);
  const text = err instanceof Error ? `${err.name}: ${err.message}` : message;
  return text
    .replace(/https?:\/\/\S+/g, '<url>')
    .replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '<address>')
    .slice(0, 500);
}
