import 'server-only';
import { env } from './env';
import { describeError, redact } from './redact';

const levels = { silent: 0, error: 1, info: 2, debug: 3 } as const;
const current = levels[env.LOG_LEVEL];

/**
 * Plain line logger. Never pass tokens, links with tokens, passwords, e-mail addresses, orientation
 * or interests (GDPR art. 9); whatever slips through anyway (say, inside an error) is redacted here.
 */
export const log = {
  error: (msg: string, err?: unknown) => current >= 1 && console.error(`[error] ${redact(msg)}${err === undefined ? '' : ` ${describeError(err)}`}`),
  info: (msg: string) => current >= 2 && console.log(`[info] ${redact(msg)}`),
  debug: (msg: string) => current >= 3 && console.log(`[debug] ${redact(msg)}`),
};
