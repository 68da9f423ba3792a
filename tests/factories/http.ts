import type { ApiErrorBody } from '@/shared/types/api';

/** The JSON body of a response, typed as the API promises it. */
export async function bodyOf<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** The error body of §ARCHITECTURE "API conventions". */
export function errorOf(res: Response): Promise<ApiErrorBody> {
  return bodyOf<ApiErrorBody>(res);
}

export type SetCookie = { name: string; value: string; attributes: Map<string, string> };

/** The Set-Cookie line for one cookie, split into value and lower-cased attributes. */
export function setCookieOf(res: Response, name: string): SetCookie | null {
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attrs] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq) !== name) continue;
    const attributes = new Map<string, string>();
    for (const attr of attrs) {
      const [key, ...rest] = attr.split('=');
      attributes.set(key.toLowerCase(), rest.join('='));
    }
    return { name, value: pair.slice(eq + 1), attributes };
  }
  return null;
}

/**
 * The Retry-After of a limit whose window opened at `windowOpenedAt` (ms) and lasts `windowSeconds`:
 * the whole window less the seconds since, which on a busy machine may already be one or more.
 */
export function retryAfterWithin(res: Response, windowSeconds: number, windowOpenedAt: number): { retryAfter: number; earliest: number } {
  const secondsSince = Math.ceil((Date.now() - windowOpenedAt) / 1000);
  return { retryAfter: Number(res.headers.get('retry-after')), earliest: windowSeconds - secondsSince };
}
