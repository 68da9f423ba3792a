import type nl from '../../../messages/nl.json';

/** A key under the `Errors` namespace of messages/*.json. */
export type ErrorMessageKey = keyof (typeof nl)['Errors'];

export type ApiErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

type CatalogueEntry = { status: ApiErrorStatus; messageKey: ErrorMessageKey };

/**
 * Every error code the API answers with (the `error` of the JSON error shape), its status and its
 * usual message. A service may word a code more precisely (another `Errors` key), never change its
 * status: a client acts on the code, and the code alone.
 */
export const API_ERRORS = {
  // The request itself
  malformed_address: { status: 400, messageKey: 'malformedAddress' },
  validation_failed: { status: 422, messageKey: 'validationFailed' },
  not_found: { status: 404, messageKey: 'notFound' },
  body_too_large: { status: 413, messageKey: 'bodyTooLarge' },
  unsupported_media_type: { status: 415, messageKey: 'unsupportedMediaType' },
  origin_rejected: { status: 403, messageKey: 'originRejected' },
  rate_limited: { status: 429, messageKey: 'rateLimited' },
  server_error: { status: 500, messageKey: 'generic' },
  // The database could not be reached (a restart, an outage): nothing was done, try again shortly.
  service_unavailable: { status: 503, messageKey: 'serviceUnavailable' },
  // Who is asking
  authentication_required: { status: 403, messageKey: 'authenticationRequired' },
  unauthorized: { status: 401, messageKey: 'authenticationRequired' },
  // Signup, login and the account
  signups_closed: { status: 403, messageKey: 'signupsClosed' },
  email_suggestion: { status: 422, messageKey: 'validationFailed' },
  email_exists: { status: 409, messageKey: 'emailExists' },
  email_in_deletion: { status: 409, messageKey: 'emailInDeletion' },
  email_not_found: { status: 404, messageKey: 'emailNotFound' },
  already_confirmed: { status: 409, messageKey: 'alreadyConfirmed' },
  resend_limit: { status: 429, messageKey: 'resendLimit' },
  reset_limit: { status: 429, messageKey: 'resetLimit' },
  link_invalid: { status: 422, messageKey: 'linkInvalid' },
  login_failed: { status: 401, messageKey: 'loginFailed' },
  account_locked: { status: 429, messageKey: 'accountLocked' },
  account_in_deletion: { status: 403, messageKey: 'accountInDeletion' },
  // A moderation decision in force: the refused login names it, its reason and a suspension's end.
  account_suspended: { status: 403, messageKey: 'accountSuspended' },
  account_banned: { status: 403, messageKey: 'accountBanned' },
  export_rate_limited: { status: 429, messageKey: 'exportRateLimited' },
  // Members, chat and likes
  blocked: { status: 403, messageKey: 'chatBlockedByOther' },
  you_blocked: { status: 403, messageKey: 'memberYouBlocked' },
  // A chat partner's profile that others cannot see (unconfirmed or hidden): why, to that partner only.
  profile_unavailable: { status: 403, messageKey: 'profileUnavailable' },
  premium_required: { status: 403, messageKey: 'premiumRequired' },
  insufficient_credits: { status: 402, messageKey: 'insufficientCredits' },
  partner_not_confirmed: { status: 403, messageKey: 'chatPartnerNotConfirmed' },
  invisible: { status: 403, messageKey: 'chatInvisible' },
  nonce_reused: { status: 409, messageKey: 'nonceReused' },
  swipe_limit_reached: { status: 429, messageKey: 'swipeLimitReached' },
  // Photos
  photo_limit: { status: 409, messageKey: 'photoLimit' },
  image_queue_full: { status: 429, messageKey: 'imageQueueFull' },
  // Payments
  payments_unavailable: { status: 503, messageKey: 'paymentsUnavailable' },
  direct_debit_barred: { status: 403, messageKey: 'directDebitBarred' },
  direct_debit_limit: { status: 403, messageKey: 'directDebitLimit' },
  sms_code_limit: { status: 429, messageKey: 'smsCodeLimit' },
  sms_code_daily_limit: { status: 429, messageKey: 'smsCodeDailyLimit' },
  sms_number_limit: { status: 429, messageKey: 'smsNumberLimit' },
  sms_failed: { status: 500, messageKey: 'smsSendFailed' },
  // The back office
  staff_login_required: { status: 401, messageKey: 'staffLoginRequired' },
  staff_forbidden: { status: 403, messageKey: 'staffForbidden' },
  code_required: { status: 403, messageKey: 'staffCodeRequired' },
  claimed: { status: 409, messageKey: 'inboxClaimed' },
  not_claimed: { status: 409, messageKey: 'inboxNotClaimed' },
  too_many_claims: { status: 409, messageKey: 'inboxTooManyClaims' },
  already_reviewed: { status: 409, messageKey: 'photoAlreadyReviewed' },
  already_decided: { status: 409, messageKey: 'decisionAlreadyDecided' },
  already_appealed: { status: 409, messageKey: 'appealAlreadySent' },
  other_moderator_required: { status: 403, messageKey: 'decisionOtherModerator' },
} as const satisfies Record<string, CatalogueEntry>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** The codes answered with 429 and Retry-After. */
export type TooManyRequestsCode = { [C in ApiErrorCode]: (typeof API_ERRORS)[C]['status'] extends 429 ? C : never }[ApiErrorCode];
