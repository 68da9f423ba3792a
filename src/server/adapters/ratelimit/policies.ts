import 'server-only';
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES, RESET_MAILS_PER_DAY } from '@/shared/constants';
import { env } from '../../env';

/** How many points a key may spend per window, and how long it is blocked once it overspends. */
export type LimitPolicy = { points: number; durationSeconds: number; blockSeconds?: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const LOCK_SECONDS = LOGIN_LOCK_MINUTES * MINUTE;

/**
 * Every limit of the API (docs/decisions/008-security-at-the-edge.md). Keys are per IP, per account
 * (the lower-cased e-mail address or member id) or per (account, IP).
 */
export const LIMIT_POLICIES = {
  /** Every API call per IP: generous, stops floods and scrapers, never a person browsing. */
  api: { points: env.API_RATE_LIMIT_PER_MINUTE, durationSeconds: MINUTE },
  /** §8 lock: 5 wrong passwords per (account, IP) lock that pair for 15 minutes. */
  loginAccountIp: { points: LOGIN_MAX_FAILURES, durationSeconds: LOCK_SECONDS, blockSeconds: LOCK_SECONDS },
  /** Login attempts per account from all IPs together: stops distributed guessing of one password. */
  loginAccount: { points: 100, durationSeconds: HOUR, blockSeconds: LOCK_SECONDS },
  /** Login attempts per IP over all accounts: stops one address spraying passwords over many accounts. */
  loginIp: { points: 50, durationSeconds: LOCK_SECONDS },
  /**
   * Refused logins worded in the account's language per IP: that wording tells an account exists,
   * as sign-up and reset do at 10 an hour, so no faster (services/auth/refusal-language.ts).
   */
  loginLanguageIp: { points: 10, durationSeconds: HOUR },
  /** New accounts per IP (there is no account yet to count per). */
  signupIp: { points: 10, durationSeconds: HOUR },
  /** Reset requests per IP over all addresses. */
  resetIp: { points: 10, durationSeconds: HOUR },
  /** §8's 3 reset mails a day, counted per (account, IP): a stranger spends only his own share. */
  resetAccountIp: { points: RESET_MAILS_PER_DAY, durationSeconds: DAY },
  /** All reset mails to one account from every IP together: a ceiling against mail bombing. */
  resetAccount: { points: 10, durationSeconds: DAY },
  /** Activation mails per IP; per account §4's daily quota in the database applies as well. */
  resendIp: { points: 10, durationSeconds: HOUR },
  uploadIp: { points: 60, durationSeconds: 10 * MINUTE },
  uploadAccount: { points: 30, durationSeconds: 10 * MINUTE },
  /**
   * Event-stream connects per member: tabs, devices and reconnects (every 3 s at worst) stay well
   * inside; a client reconnecting in a loop is held off. Open streams are capped apart from this.
   */
  eventStreamMember: { points: 60, durationSeconds: MINUTE },
  /** Chat messages per account: far above anyone typing, stops a script flooding members. */
  sendAccount: { points: 60, durationSeconds: MINUTE },
  /** Typing signals per member: the chat sends one every few seconds while typing; a loop of them is refused. */
  typingAccount: { points: 30, durationSeconds: MINUTE },
  /** Likes given and taken back per member: more than anyone browses, less than a script flooding events. */
  likeAccount: { points: 120, durationSeconds: 10 * MINUTE },
  /** Blocks and unblocks per member: each one notifies two members, so a loop of them is refused. */
  blockAccount: { points: 60, durationSeconds: HOUR },
  /** Password checks of the account deletion per member: a stolen session cannot guess the password. */
  deleteAccount: { points: LOGIN_MAX_FAILURES, durationSeconds: LOCK_SECONDS, blockSeconds: LOCK_SECONDS },
  /** Reports per member: enough for anyone's bad day, too few to flood moderation. */
  reportAccount: { points: 20, durationSeconds: DAY },
  /** Notices on /complaints per visitor address: each is a queue item and a mail, so a flood is refused. */
  complaintIp: { points: 10, durationSeconds: HOUR },
  /** Appeals per address: each decision takes one, so this only holds off guessing tokens. */
  appealIp: { points: 20, durationSeconds: HOUR },
  /** Payment webhooks per provider address: far above a busy site's payments, a ceiling on floods of made-up ids. */
  webhookIp: { points: 3000, durationSeconds: MINUTE },
  /** Password and e-mail changes per member: each checks a password with argon2, so guessing it is held off. */
  accountChangeAccount: { points: 10, durationSeconds: HOUR },
  /**
   * Direct-debit SMS codes per address, over every account: one visitor with many accounts cannot
   * text more than one member may (per member, per number and per day: direct-debit/sms-code-limits.ts).
   */
  smsCodeIp: { points: 3, durationSeconds: HOUR },
  /** Passkey challenges per address: each is a row until answered or expired, so a flood is held off. */
  passkeyChallengeIp: { points: 30, durationSeconds: 10 * MINUTE },
  /** Orders per member: a few tries at checkout and more, never a script creating payments in a loop. */
  orderAccount: { points: 20, durationSeconds: 10 * MINUTE },
} satisfies Record<string, LimitPolicy>;

export type LimitName = keyof typeof LIMIT_POLICIES;
