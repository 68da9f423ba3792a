// §6 rules about a visitor that the API, the server-rendered pages and the browser all apply.

/** Signups open for 'all', or for 'with_trafficsource' when this visit has a traffic source; else closed. */
export function signupAllowed(signups: string, hasTrafficSource: boolean): boolean {
  return signups === 'all' || (signups === 'with_trafficsource' && hasTrafficSource);
}

/** A traffic source: a network in this request's query (not yet captured) or the trafficsource cookie. */
export function hasTrafficSource(queryNetwork: unknown, cookieValue: string | null | undefined): boolean {
  return Boolean((typeof queryNetwork === 'string' && queryNetwork) || cookieValue);
}

/** The country cookie as an upper-case ISO code, or null when absent or not a country code. */
export function countryFromCookie(value: string | null | undefined): string | null {
  const code = value?.toUpperCase() ?? null;
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}
