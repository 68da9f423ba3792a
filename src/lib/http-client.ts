import { FETCH_MIN_DELAY_MS, REQUEST_RETRIES } from '@/shared/constants';
import type { ApiErrorBody } from '@/shared/types/api';
import type { ApiErrorCode } from '@/shared/errors/catalogue';

/** A failed API call, with the server's translated message and field messages. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    /** The language of `message` (Content-Language), e.g. the account's for a refused login. */
    readonly language: string | null = null,
  ) {
    super(body.message);
  }
  get code(): ApiErrorCode {
    return this.body.error;
  }
  get fields(): Record<string, string> {
    return this.body.fields ?? {};
  }
}

/** Whether a failure is the API refusing with one of these catalogue codes. */
export function isApiError<C extends ApiErrorCode>(error: unknown, ...codes: C[]): error is HttpError & { readonly code: C } {
  return error instanceof HttpError && (codes as ApiErrorCode[]).includes(error.code);
}

type Listener = () => void;
const logoutListeners = new Set<Listener>();

/** §8: a 403 authentication_required (except on user.php) logs the member out. */
export function onAuthenticationRequired(listener: Listener): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryable(method: string, status: number | null, idempotent: boolean): boolean {
  // Reads are retried, and mutations only when an idempotency key (a message nonce) makes a repeat
  // harmless: otherwise a retried POST could act twice.
  if (method !== 'GET' && !idempotent) return false;
  return status === null || status >= 500 || status === 429;
}

export type RequestOptions = {
  method?: string;
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  /** The body carries an idempotency key, so the server stores a repeat once: retry it like a read. */
  idempotent?: boolean;
};

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function buildInit(method: string, path: string, body: unknown): RequestInit {
  const headers: Record<string, string> = { accept: 'application/json' };
  // §7: requests to user.php carry X-Request-Type: client.
  if (path.startsWith('/api/user.php')) headers['x-request-type'] = 'client';
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined || method !== 'GET') {
    // The API refuses a mutation that does not declare JSON (415), also when it carries no fields.
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body ?? {});
  }
  return init;
}

async function parseError(res: Response): Promise<HttpError> {
  const body = (await res.json().catch(() => null)) as ApiErrorBody | null;
  return new HttpError(res.status, body ?? { error: 'server_error', message: res.statusText || 'Error' }, body ? res.headers.get('content-language') : null);
}

/** The one HTTP client (§7): 5 retries with exponential delay from 200 ms, JSON in and out. */
export async function http<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const idempotent = options.idempotent ?? false;
  const url = buildUrl(path, options.query);
  for (let attempt = 0; ; attempt++) {
    let res: Response | null = null;
    try {
      res = await fetch(url, buildInit(method, path, options.body));
    } catch (err) {
      if (!retryable(method, null, idempotent) || attempt >= REQUEST_RETRIES) throw err;
    }
    if (res?.ok) return (res.status === 204 ? null : await res.json()) as T;
    if (res && (!retryable(method, res.status, idempotent) || attempt >= REQUEST_RETRIES)) {
      const error = await parseError(res);
      if (error.status === 403 && error.code === 'authentication_required' && !path.startsWith('/api/user.php')) {
        logoutListeners.forEach((listener) => listener());
      }
      throw error;
    }
    await sleep(FETCH_MIN_DELAY_MS * 2 ** attempt);
  }
}
