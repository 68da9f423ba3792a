import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { translate } from '../i18n/translate';
import { localeWithoutContext } from '../request/locale-without-context';
import { API_CSP, SMALL_PAGE_CSP, securityHeaders } from './security-headers';
import { LANGUAGE_COOKIE } from '@/shared/constants';
import { API_ERRORS } from '@/shared/errors/catalogue';
import type { ApiErrorBody } from '@/shared/types/api';
import { paths } from '@/shared/paths';

/**
 * Whether the request's path cannot be decoded (`/%`, `/%zz`, `/%E0%A4%A`): neither the API's
 * router nor Next's can read such a path, so it is refused before either sees it. The query string
 * is left to each handler, which reads broken escapes as they are.
 */
export function isMalformedPath(url: string): boolean {
  const path = url.split('?', 1)[0];
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** 400 in the visitor's language: the API's JSON error shape for API paths, a small page for the rest. */
export async function answerMalformedPath(req: IncomingMessage, res: ServerResponse, api: boolean): Promise<void> {
  const header = (name: string) => {
    const value = req.headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  };
  const locale = await localeWithoutContext({ cookie: cookieValue(header('cookie'), LANGUAGE_COOKIE), header, fallbackHost: 'localhost' });
  const message = translate(locale, `Errors.${API_ERRORS.malformed_address.messageKey}`);
  for (const [name, value] of Object.entries(securityHeaders({ csp: api ? API_CSP : SMALL_PAGE_CSP, https: false }))) res.setHeader(name, value);
  res.setHeader('Content-Language', locale);
  res.setHeader('Cache-Control', 'no-store');
  res.statusCode = API_ERRORS.malformed_address.status;
  if (api) {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    const body: ApiErrorBody = { error: 'malformed_address', message };
    res.end(JSON.stringify(body));
    return;
  }
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  const home = escapeHtml(translate(locale, 'ErrorPage.backHome'));
  res.end(`<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>400</title></head><body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem"><h1>400</h1><p>${escapeHtml(message)}</p><p><a href="${paths.home}">${home}</a></p></body></html>`);
}
