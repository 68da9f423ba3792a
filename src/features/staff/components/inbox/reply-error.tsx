'use client';
import { HttpError } from '@/lib/http-client';

/**
 * Why the send path refused the reply, in the server's words and language: a forbidden text
 * (meeting, contact details, money), a photo it cannot take, a lost claim. Announced at once.
 */
export function ReplyError({ error, id }: { error: Error | null; id: string }) {
  if (!error) return null;
  const message = error instanceof HttpError ? (Object.values(error.fields)[0] ?? error.message) : error.message;
  return (
    <div
      id={id}
      role="alert"
      className="alert alert-warning py-2 px-3 small mb-2"
      lang={error instanceof HttpError ? (error.language ?? undefined) : undefined}
    >
      <i className="bi bi-exclamation-triangle me-2" aria-hidden />
      {message}
    </div>
  );
}
