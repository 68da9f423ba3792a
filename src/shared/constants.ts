// Business constants of SPEC §9, defined once.

export const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'no', 'pl', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];
export const REFERENCE_LOCALE: Locale = 'nl';

/** §9 visible languages by country; countries not listed see every locale. */
export const VISIBLE_LANGUAGES_BY_COUNTRY: Record<string, readonly Locale[]> = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  AU: ['en'],
  NZ: ['en'],
  CH: ['de', 'it', 'fr', 'en'],
};
export const COUNTRIES = Object.keys(VISIBLE_LANGUAGES_BY_COUNTRY);

/** §9 brand colour, as in src/styles/_brand.scss: the browser bar's theme colour and the mails' button. */
export const BRAND_COLOR = '#e102aa';

export const ENTRY_WARNING_COUNTRIES = ['NL', 'DE'] as const;

export const LANGUAGE_COOKIE = 'NEXT_LOCALE';
export const LANGUAGE_COOKIE_DAYS = 365;
export const SESSION_COOKIE = 'session';
/** The session cookie's name over HTTPS: `__Host-` binds it to this host, Secure and Path=/. */
export const SESSION_COOKIE_HTTPS = '__Host-session';
/** §6: set for the visit when a landing URL carried a traffic source (network); read by pages and API. */
export const TRAFFIC_SOURCE_COOKIE = 'trafficsource';
/** The country a visitor picked on the landing page; it overrides the GeoIP country in the settings. */
export const COUNTRY_COOKIE = 'country';
export const AUTH_COOKIE_DAYS = 30;
export const PASSWORD_MIN_LENGTH = 8;

export const USER_REFRESH_MS = 60_000;
export const USER_REFRESH_PUSH_MS = 300_000;
export const USER_REFRESH_FIRST_DELAY_MS = 5_000;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const PROGRESS_BAR_THROTTLE_MS = 200;
export const PROGRESS_BAR_DURATION_MS = 5_000;
export const REQUEST_RETRIES = 5;
export const FETCH_MIN_DELAY_MS = 200;

/** §3 chat prices (credits) and bounds a site has unless its settings name its own. */
export const DEFAULT_MESSAGE_CREDITS = 5;
export const DEFAULT_PHOTO_CREDITS = 10;
export const DEFAULT_GIFT_CREDITS = 20;
/** §1: texts a free member may send before credits count. */
export const DEFAULT_FREE_MESSAGES = 3;
export const DEFAULT_MESSAGE_LENGTH = 1000;

export const PHOTO_LIMIT_FREE = 3;
export const PHOTO_LIMIT_PREMIUM = 25;
export const FREE_CONVERSATIONS = 2;
export const SWIPE_LIKES_PER_DAY = 4;
export const DELETION_REGRET_DAYS = 14;
/** §3: why a member deletes their account; `other` asks for remarks. */
export const DELETION_REASONS = ['price', 'found_someone', 'not_looking', 'site_problems', 'no_members', 'time', 'other'] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];
export const DELETION_REMARKS_MAX = 1000;

export const TIME_BONUS_SECONDS = 14_400;
export const TIME_BONUS_CODE = 'TIMEBONUS25';
export const TIME_BONUS_PERCENT = 25;
export const TIME_BONUS_MODAL_DELAY_MS = 40_000;
/** §9 welcome discount: 25% for a limited number of hours after signup (the hours are ours). */
export const WELCOME_DISCOUNT_PERCENT = 25;
export const WELCOME_DISCOUNT_HOURS = 48;
/** The deletion flow's retention discount (company `delete_discount` %) stays valid this long once taken. */
export const RETENTION_DISCOUNT_HOURS = 168;
/** The retention code's text: `STAY` and its percentage (STAY50). */
export const RETENTION_CODE_PREFIX = 'STAY';
/**
 * How long an open order holds its discount code: the longest a hosted checkout stays payable (the
 * simulator's expire after a day; Mollie's sooner, and its webhook frees the code at once).
 */
export const CHECKOUT_LIFETIME_HOURS = 24;

export const CREDITS_BADGE_THRESHOLD = 10;
export const BADGE_CAP = 99;
export const GEOLOCATION_MAX_AGE_MS = 3_600_000;
export const TERMS_VERSION_DATE = '2023-12-01T12:00:00Z';

/** §9 niche 1..7 → landing slug. */
export const NICHE_SLUGS = ['default', 'she', 'bdsm', 'bbw', 'gilf', 'milf', 'gay'] as const;

/** Adults only: the youngest age anywhere (search range, a site's default min_age); 99 the oldest searched. */
export const MIN_AGE = 18;
export const MAX_AGE = 99;
/** Interests a member may pick (profile form, signup step, API). */
export const MAX_INTERESTS = 30;

/** Account protection (§8 lockout message); the numbers are ours, the spec leaves them open. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;
export const RESET_MAILS_PER_DAY = 3;
export const ACTIVATION_MAILS_PER_DAY = 3;
export const ACTIVATION_TOKEN_HOURS = 72;
export const RESET_TOKEN_HOURS = 2;
/** A mailed link to confirm a new e-mail address stays valid this long. */
export const MAIL_CHANGE_TOKEN_HOURS = 24;

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** What the photo chooser offers; the server checks the content again. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAIN_SIZE = 1080;
export const PHOTO_THUMB_SIZE = 320;

export const SEARCH_PAGE_SIZE = 24;
/** "Binnen X km": the distances the search offers, and the farthest it takes. */
export const SEARCH_DISTANCES_KM = [5, 10, 25, 50, 100, 250] as const;
export const SEARCH_MAX_DISTANCE_KM = 500;
/** How the search orders its results: most recently active, or nearest (members who shared a position). */
export const SEARCH_SORTS = ['recent', 'distance'] as const;
/** Searches count at most this many matches and then say "1,000+" (an exact count visits every match). */
export const SEARCH_COUNT_CAP = 1000;
export const PROFILE_NAME_MAX_LENGTH = 30;
export const ABOUT_MAX_LENGTH = 2000;
export const SIGNUP_MESSAGE_MAX_LENGTH = 1000;

export const GENDERS = ['male', 'female'] as const;
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export const HAIR_COLOURS = ['black', 'brown', 'blond', 'red', 'grey', 'bald', 'other'] as const;
export const EYE_COLOURS = ['brown', 'blue', 'green', 'grey', 'hazel', 'other'] as const;
export const BODY_TYPES = ['slim', 'average', 'athletic', 'curvy', 'large'] as const;
export const RELATIONSHIP_STATUSES = ['single', 'divorced', 'widowed', 'relationship', 'married', 'open'] as const;
export const JOIN_REASONS = ['friendship', 'dating', 'relationship', 'casual', 'chat'] as const;
export const TATTOO_OPTIONS = ['none', 'some', 'many'] as const;

export const NOTIFICATION_KINDS = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;

/** Likes: each list of GET /api/likes.php holds at most this many, newest first. */
export const LIKES_LIST_LIMIT = 500;
/** GET /api/auto-like.php gives a member at most one like from a fictional profile per this many hours. */
export const AUTO_LIKE_INTERVAL_HOURS = 24;
