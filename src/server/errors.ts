import type { Locale } from '@/shared/constants';
import type { FieldError } from '@/shared/errors/field-errors';
import { API_ERRORS, type ApiErrorCode, type ApiErrorStatus, type ErrorMessageKey, type TooManyRequestsCode } from '@/shared/errors/catalogue';

type ApiErrorInit = {
  /** A code of the catalogue (src/shared/errors/catalogue.ts), which gives the status. */
  code: ApiErrorCode;
  /** A more precise wording than the catalogue's, under the `Errors` namespace; onError translates it. */
  messageKey?: ErrorMessageKey;
  values?: Record<string, string | number>;
  fields?: Record<string, FieldError>;
  headers?: Record<string, string>;
  /**
   * The language to word this answer in when it is about an account rather than the request (a
   * refused login answers in the account's language); otherwise the request's language.
   */
  locale?: Locale;
};

/** The one error type services throw; app.onError turns it into the JSON error shape. */
export class ApiError extends Error {
  readonly status: ApiErrorStatus;
  readonly code: ApiErrorCode;
  readonly messageKey: ErrorMessageKey;
  readonly values: Record<string, string | number>;
  readonly fields?: Record<string, FieldError>;
  readonly headers: Record<string, string>;
  readonly locale?: Locale;

  constructor(init: ApiErrorInit) {
    super(init.code);
    this.status = API_ERRORS[init.code].status;
    this.code = init.code;
    this.messageKey = init.messageKey ?? API_ERRORS[init.code].messageKey;
    this.values = init.values ?? {};
    this.fields = init.fields;
    this.headers = init.headers ?? {};
    this.locale = init.locale;
  }

  /** The same refusal, worded in the given language. */
  inLanguage(locale: Locale | undefined): ApiError {
    if (!locale) return this;
    const { code, messageKey, values, fields, headers } = this;
    return new ApiError({ code, messageKey, values, fields, headers, locale });
  }
}

export const authenticationRequired = () => new ApiError({ code: 'authentication_required' });

export const notFound = () => new ApiError({ code: 'not_found' });
/** 503: no payment provider is configured (a real deployment without MOLLIE_API_KEY). */
export const paymentsUnavailable = () => new ApiError({ code: 'payments_unavailable' });

/** 503 with Retry-After: the database could not be reached (db/unavailable.ts); worth sending again. */
export const serviceUnavailable = () => new ApiError({ code: 'service_unavailable', headers: { 'Retry-After': '5' } });

/** 422 with one or more field messages. */
export function validationError(fields: Record<string, FieldError>): ApiError {
  return new ApiError({ code: 'validation_failed', fields });
}

/** 429 with Retry-After: the general rate limit unless a more specific code says which limit. */
export function tooManyRequests(retryAfterSeconds: number, code: TooManyRequestsCode = 'rate_limited', values?: Record<string, string | number>): ApiError {
  return new ApiError({ code, values, headers: { 'Retry-After': String(retryAfterSeconds) } });
}
