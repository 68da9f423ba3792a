import 'server-only';
import { env } from './env';

const levels = { silent: 0, error: 1, info: 2, debug: 3 } as const;
const current = levels[env.LOG_LEVEL];

/** Plain line logger. Never pass orientation, interests or passwords (GDPR art. 9). */
export const log = {
  error: (msg: string, err?: unknown) => current >= 1 && console.error(`[error] ${msg}`, err ?? ''),
  info: (msg: string) => current >= 2 && console.log(`[info] ${msg}`),
  debug: (msg: string) => current >= 3 && console.log(`[debug] ${msg}`),
};
