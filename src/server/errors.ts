import type { Locale } from '@/shared/constants';

/** A translated field error: a message key from messages/*.json plus its values. */
export type FieldError = { key: string; values?: Record<string, string | number> };

type ApiErrorInit = {
  status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;
  code: string;
  /** Key under the `Errors` namespace, translated into the member's language by onError. */
  messageKey: string;
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
  readonly status: ApiErrorInit['status'];
  readonly code: string;
  readonly messageKey: string;
  readonly values: Record<string, string | number>;
  readonly fields?: Record<string, FieldError>;
  readonly headers: Record<string, string>;
  readonly locale?: Locale;

  constructor(init: ApiErrorInit) {
    super(init.code);
    this.status = init.status;
    this.code = init.code;
    this.messageKey = init.messageKey;
    this.values = init.values ?? {};
    this.fields = init.fields;
    this.headers = init.headers ?? {};
    this.locale = init.locale;
  }

  /** The same refusal, worded in the given language. */
  inLanguage(locale: Locale | undefined): ApiError {
    if (!locale) return this;
    const { status, code, messageKey, values, fields, headers } = this;
    return new ApiError({ status, code, messageKey, values, fields, headers, locale });
  }
}

export const authenticationRequired = () =>
  new ApiError({ status: 403, code: 'authentication_required', messageKey: 'authenticationRequired' });

export const notFound = () => new ApiError({ status: 404, code: 'not_found', messageKey: 'notFound' });
/** 503: no payment provider is configured (a real deployment without MOLLIE_API_KEY). */
export const paymentsUnavailable = () => new ApiError({ status: 503, code: 'payments_unavailable', messageKey: 'paymentsUnavailable' });

/** 422 with one or more field messages. */
export function validationError(fields: Record<string, FieldError>): ApiError {
  return new ApiError({ status: 422, code: 'validation_failed', messageKey: 'validationFailed', fields });
}
