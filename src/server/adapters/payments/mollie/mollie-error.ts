import 'server-only';

/**
 * A failed call to Mollie as one readable error: HTTP status, Mollie's title and detail, and for a
 * 422 the field it refused. The API key is scrubbed from the text (a key never belongs in a log).
 */
export class MollieError extends Error {
  readonly statusCode: number | undefined;
  readonly field: string | undefined;

  constructor(message: string, statusCode?: number, field?: string) {
    super(message);
    this.name = 'MollieError';
    this.statusCode = statusCode;
    this.field = field;
  }
}

type ClientError = { statusCode?: unknown; title?: unknown; field?: unknown; message?: unknown };

const HINTS: Record<number, string> = {
  401: 'check MOLLIE_API_KEY (a test_ or live_ key of the website profile)',
  403: 'the API key may not do this',
  429: 'rate limited by Mollie, try again later',
};

export function toMollieError(action: string, err: unknown, apiKey: string): MollieError {
  const e = (err ?? {}) as ClientError;
  const status = typeof e.statusCode === 'number' ? e.statusCode : undefined;
  const field = typeof e.field === 'string' ? e.field : undefined;
  const title = typeof e.title === 'string' ? `${e.title}: ` : '';
  const detail = typeof e.message === 'string' ? e.message : String(err);
  const parts = [`Mollie ${action} failed`, status ? ` (${status})` : '', `: ${title}${detail}`];
  if (field) parts.push(` [field: ${field}]`);
  if (status && HINTS[status]) parts.push(` – ${HINTS[status]}`);
  const text = parts.join('');
  const message = apiKey ? text.split(apiKey).join('[redacted]') : text;
  return new MollieError(message, status, field);
}
