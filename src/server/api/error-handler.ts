import 'server-only';
import type { Context } from 'hono';
import { ApiError, serviceUnavailable } from '../errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { FieldError } from '@/shared/errors/field-errors';
import { translate } from '../i18n/translate';
import { log } from '../log';
import { failureCode, failureFrames } from '../log-failure';
import { routePath } from 'hono/route';
import type { ApiErrorBody } from '@/shared/types/api';
import type { Locale } from '@/shared/constants';
import type { AppEnv } from './middleware/request-context';
import { answerLocale } from './answer-locale';

function translateError(locale: Locale, key: string, values?: Record<string, string | number>): string {
  const path = `Errors.${key}`;
  const text = translate(locale, path, values);
  return text === path ? translate(locale, 'Errors.invalidField') : text;
}

function translateFields(locale: Locale, fields: Record<string, FieldError>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, translateError(locale, f.key, f.values)]));
}

/** The one place that turns failures into §ARCHITECTURE's error body, in the member's language. */
export async function handleError(failure: Error, c: Context<AppEnv>): Promise<Response> {
  // An outage of the database is no fault of the request: 503, worth a retry. Not logged per request
  // (an outage would flood the log); the pool logs the connections it loses.
  const err = isDatabaseUnavailable(failure) ? serviceUnavailable() : failure;
  const requestLocale = await answerLocale(c);
  if (err instanceof ApiError) {
    const locale = err.locale ?? requestLocale;
    const body: ApiErrorBody = { error: err.code, message: translateError(locale, err.messageKey, err.values) };
    if (err.fields) body.fields = translateFields(locale, err.fields);
    if (Object.keys(err.values).length) body.details = err.values;
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    // The page showing the message marks it with this language when it differs from its own.
    c.header('Content-Language', locale);
    return c.json(body, err.status);
  }
  // The route's pattern, not the path: a path can carry what a member typed.
  const route = routePath(c, -1) || 'unmatched';
  log.error(`request ${c.get('requestId') ?? 'none'} ${c.req.method} ${route} failed: ${failureCode(err)}\n${failureFrames(err)}`);
  const body: ApiErrorBody = { error: 'server_error', message: translate(requestLocale, 'Errors.generic') };
  c.header('Content-Language', requestLocale);
  return c.json(body, 500);
}
