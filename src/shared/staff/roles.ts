/** Staff roles (the back office): what each may do is decided by the staff access check. */
export const STAFF_ROLES = ['admin', 'support', 'moderator', 'operator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A claim on a conversation of the operator inbox lasts this long, extended while the operator types. */
export const CLAIM_MINUTES = 6;
/** No operator holds more than this many claims at once. */
export const MAX_CLAIMS_PER_OPERATOR = 2;
/** A site's target for the first reply of a fictional profile, unless it sets `operator_reply_minutes`. */
export const DEFAULT_OPERATOR_REPLY_MINUTES = 15;
/** Money and ban actions ask for a fresh one-time code when the last one is older than this. */
export const STEP_UP_MINUTES = 10;
/** A staff session ends this long after login, whatever happens (absolute limit)… */
export const STAFF_SESSION_HOURS = 12;
/** …and after this long without a request (idle limit). */
export const STAFF_IDLE_MINUTES = 60;
